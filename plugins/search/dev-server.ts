/**
 * Search under `npm start`: each compilation of the dev server emits the files of ./files.ts,
 * made from the pages as they are now, and the dev server serves them with the bundle, ahead of
 * Docusaurus's fallback to the app's page. The page gets an update only once its compilation,
 * files included, is done, and the box then fetches them again (src/lib/search/load.ts): it
 * never searches an index older than the page it is on.
 *
 * A page's sections come from its MDX (./mdx-sections.ts) and are kept until the page's file
 * changes, or one of the files its compilation reads (the MDX loader's `dependencies`, and the
 * data and data components ./render.ts bundles), so an edit costs one page.
 */
import {readFile, stat} from 'node:fs/promises';
import type {Compiler} from 'webpack';
import type {SearchPage} from './files';
import {searchFiles} from './files';
import {mdxLoaderOptionsFor, sectionsCompiler, type MdxLoaderOptions, type SourcePage} from './mdx-sections';
import {renderedFrom} from './render';
import type {Section} from './sections';

export interface DevPage extends SourcePage {
  readonly description: string;
}

type Files = Record<string, string>;

/** When each of `files` last changed: part of the key a page's sections are kept under. */
async function changeTimes(files: readonly string[]): Promise<string> {
  const times = await Promise.all(files.map((file) => stat(file).then((s) => s.mtimeMs, () => 0)));
  return times.join(',');
}

export class DevSearch {
  private pages: readonly DevPage[] = [];
  private readonly compilers = new Map<MdxLoaderOptions, ReturnType<typeof sectionsCompiler>>();
  private readonly kept = new Map<string, {key: string; sections: Promise<Section[]>}>();
  private last?: {key: string; files: Promise<Files>};

  /** `rules`: the bundler configuration's, which hold the docs' MDX loader and its options. */
  constructor(private readonly rules: readonly unknown[]) {}

  /** The doc pages, in the order the build indexes them; Docusaurus gives them again after each change. */
  setPages(pages: readonly DevPage[]): void {
    this.pages = pages;
  }

  private compilerFor(source: string) {
    const options = mdxLoaderOptionsFor(this.rules, source);
    if (!options) throw new Error(`no MDX loader compiles ${source}`);
    let compile = this.compilers.get(options);
    if (!compile) this.compilers.set(options, (compile = sectionsCompiler(options)));
    return {options, compile};
  }

  private async sectionsOf(page: DevPage): Promise<{key: string; sections: Promise<Section[]>}> {
    const {options, compile} = this.compilerFor(page.source);
    const content = await readFile(page.source, 'utf8');
    const key = `${await changeTimes([...(options.dependencies ?? []), ...(await renderedFrom())])}\n${content}`;
    const kept = this.kept.get(page.source);
    if (kept?.key === key) return kept;
    const entry = {key, sections: compile(page, content)};
    // A page that does not compile is compiled again next time.
    entry.sections.catch(() => this.kept.get(page.source) === entry && this.kept.delete(page.source));
    this.kept.set(page.source, entry);
    return entry;
  }

  /** The files for the pages as they are now. */
  async files(): Promise<Files> {
    const pages = this.pages;
    const entries = await Promise.all(pages.map((page) => this.sectionsOf(page)));
    const key = JSON.stringify(pages.map(({path, title, description}, i) => [path, title, description, entries[i]!.key]));
    if (this.last?.key !== key) {
      const files = Promise.all(entries.map((entry) => entry.sections)).then((sections) =>
        searchFiles(pages.map((page, i): SearchPage => ({path: page.path, title: page.title, description: page.description, sections: sections[i]!}))),
      );
      files.catch(() => this.last?.files === files && (this.last = undefined));
      this.last = {key, files};
    }
    return this.last.files;
  }

  /**
   * The bundler plugin that emits the files at the site's root. When they cannot be made (a page
   * that does not compile, an alias whose heading is gone), the compilation fails with the
   * reason, in the terminal and over the page, as the build would; until it is fixed the dev
   * server keeps the files it made last.
   */
  bundlerPlugin() {
    return {
      apply: (compiler: Compiler) => {
        const {Compilation, WebpackError, sources} = compiler.webpack;
        compiler.hooks.thisCompilation.tap('search', (compilation) => {
          // Made while the bundler compiles the rest, from the files as they are when it starts:
          // an edit's page compiles beside its MDX loader.
          const files = this.files().then(
            (made) => ({made}),
            (error: unknown) => ({error: error as Error}),
          );
          compilation.hooks.processAssets.tapPromise({name: 'search', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, async () => {
            const result = await files;
            if ('error' in result) {
              const {message} = result.error;
              compilation.errors.push(new WebpackError(message.startsWith('search:') ? message : `search: ${message}`));
              return;
            }
            for (const [name, text] of Object.entries(result.made)) compilation.emitAsset(name.slice(1), new sources.RawSource(text));
          });
        });
      },
    };
  }
}
