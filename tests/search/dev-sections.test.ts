/**
 * `npm start` searches the same sections as the build: every doc page's sections as the dev
 * server makes them, from the page's MDX (plugins/search/mdx-sections.ts), against the sections
 * the build cuts from the page's HTML (build/, written by `npm run build`). They differ only
 * where a page holds a component that only the browser draws: its words are in the built
 * section alone, at the component's place.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadedPlugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import {mdxLoaderOptionsFor, sectionsCompiler} from '../../plugins/search/mdx-sections';
import {pageSections, type Section} from '../../plugins/search/sections';
import {siteDir} from '../lib/docs';

/** Stands where a component only the browser draws sits in a dev section's text. */
const mark = (name: string) => `⟦${name}⟧`;
const marked = /⟦(\w+)⟧/;

/** The docs plugin as Docusaurus loads it, and the bundler rules it adds (Docusaurus's own loader, not a public API). */
async function loadDocs() {
  const {loadSite} = (await import('@docusaurus/core/lib/server/site.js')) as {
    loadSite(params: {siteDir: string}): Promise<{props: {plugins: LoadedPlugin[]}}>;
  };
  const site = await loadSite({siteDir});
  const plugin = site.props.plugins.find((p) => p.name === 'docusaurus-plugin-content-docs')!;
  const config = plugin.configureWebpack!({}, false, {} as never, plugin.content) as {module: {rules: unknown[]}};
  return {docs: (plugin.content as LoadedContent).loadedVersions[0]!.docs, rules: config.module.rules};
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words the built `text` holds in place of the mark in `devText`, or undefined when the rest differs. */
function wordsInPlaceOfMark(devText: string, text: string): string | undefined {
  const [before, after] = devText.split(marked.exec(devText)![0]) as [string, string];
  const match = new RegExp(`^${escape(before.trimEnd())} ?(.+?) ?${escape(after.trimStart())}$`).exec(text);
  return match?.[1];
}

test('the dev server cuts every doc page into the sections of its built page, with the same words', async (t) => {
  const {docs, rules} = await loadDocs();
  const drawnInBrowser: string[] = [];
  const differences: string[] = [];
  let compared = 0;
  for (const doc of docs) {
    const source = path.join(siteDir, aliasedSitePathToRelativePath(doc.source));
    const page = {path: doc.permalink, title: doc.title, source};
    const compile = sectionsCompiler(mdxLoaderOptionsFor(rules, source)!, {drawnInBrowser: (name) => [{type: 'text', value: mark(name)}]});
    const dev = await compile(page);
    const built = await pageSections(readFileSync(path.join(siteDir, 'build', `${doc.permalink}.html`), 'utf8'), page);
    const heads = (sections: Section[]) => sections.map(({text, sentences, ...head}) => head);
    assert.deepEqual(heads(dev), heads(built), `${doc.permalink}: the same sections, in the same order`);
    dev.forEach((section, i) => {
      compared += 1;
      const where = `${doc.permalink}#${section.anchor ?? ''}`;
      const component = marked.exec(section.text)?.[1];
      if (!component) {
        if (section.text !== built[i]!.text) differences.push(`${where}:\n  dev:   ${section.text}\n  built: ${built[i]!.text}`);
        if (JSON.stringify(section.sentences) !== JSON.stringify(built[i]!.sentences)) differences.push(`${where}: its snippets' sentences differ:\n  dev:   ${JSON.stringify(section.sentences.filter((x) => !built[i]!.sentences.includes(x)))}\n  built: ${JSON.stringify(built[i]!.sentences.filter((x) => !section.sentences.includes(x)))}`);
        return;
      }
      // The built sentences are the dev ones, in order, with the component's in place of its mark.
      let next = 0;
      for (const sentence of section.sentences.filter((s) => !marked.test(s))) {
        next = built[i]!.sentences.indexOf(sentence, next) + 1;
        if (next === 0) differences.push(`${where}: beside <${component}>, the sentence "${sentence}" is not built`);
      }
      const words = wordsInPlaceOfMark(section.text, built[i]!.text);
      if (words === undefined) differences.push(`${where}: beside <${component}>:\n  dev:   ${section.text}\n  built: ${built[i]!.text}`);
      else drawnInBrowser.push(`${where}: <${component}>, drawn in the browser, says "${words}"`);
    });
  }
  assert.ok(compared > 400, `${compared} sections compared`);
  assert.deepEqual(differences, []);
  // Where they differ, and why: printed, so that a new one is seen.
  for (const line of drawnInBrowser) t.diagnostic(line);
});
