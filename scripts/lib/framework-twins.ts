/**
 * The site's doc pages made with two other documentation frameworks, Starlight (on Astro) and
 * VitePress, for `npm run bench`: each route is measured beside the same page on each, so the
 * bench can say how ours compares with what a reader would get from them.
 *
 * What each framework gets, so that the comparison is fair:
 *  - the words of every doc page, from its Markdown twin in the build being measured
 *    (build/<route>.md, written by plugins/markdown-twins), as one page at the same path
 *    (/docs/getting-started/configuration on all three sites), served without an extension as
 *    ours is (Astro's `build.format: 'file'`, VitePress's `cleanUrls`);
 *  - a sidebar with the same pages, groups, labels and folding as ours (sidebars.ts);
 *  - our favicon, which neither framework's project has until one is added (Starlight's
 *    starter template brings its own), so that no site logs a 404 for it;
 *  - the site's links between pages as paths inside the site: the twins write them as absolute
 *    URLs of the production site (https://seiling-buidlbox.vercel.app/docs/…), for readers away
 *    from it, which the other frameworks would treat as links to another site;
 *  - otherwise the framework's defaults: its theme, its code highlighting, its search as it
 *    ships (Starlight's Pagefind; VitePress ships none), no plugins.
 * Two adjustments make a framework show the twin as our page shows it, in its configuration or
 * by its own convention, never by rewording a page. Starlight prints the front matter's title as
 * the page's heading, so the twin's own `# Title` line is left out there (else the title shows
 * twice). VitePress compiles a page as a Vue template, where `{{` starts an expression even in
 * inline code (its code blocks are exempt already), so its configuration marks such inline code
 * `v-pre`, a markdown-it rule.
 * The home page and the not-found page have no twin: they are left out of the comparison.
 *
 * The frameworks are installed at bench time from the npm registry, each into its own folder
 * of .bench named for its version (.bench/starlight-0.37.7), never as dependencies of the site,
 * and a folder that already holds the pinned versions is used as it is. Install scripts are not
 * run: the native binaries (esbuild, sharp, Pagefind) come as optional dependencies per
 * platform, and no install script is needed to build. npm's notice that undici 8 (pulled in by
 * Astro's font support) wants Node 22 is silenced with the rest: nothing here loads it, and the
 * build runs on Node 20.
 */
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import sidebars from '../../sidebars';
import {site} from '../../src/data/site';
import {filesUnder, precompress} from './precompress.mjs';

export type FrameworkId = 'starlight' | 'vitepress';

export interface Framework {
  readonly id: FrameworkId;
  readonly name: string;
  /** The packages installed, at exact versions. */
  readonly packages: Readonly<Record<string, string>>;
}

/**
 * The versions the goal of issue 28 was measured with. Starlight 0.37.7 with Astro 5.18.2 is
 * the newest pair that runs on Node 20.
 */
export const frameworks: readonly Framework[] = [
  {id: 'starlight', name: 'Starlight', packages: {'@astrojs/starlight': '0.37.7', astro: '5.18.2'}},
  {id: 'vitepress', name: 'VitePress', packages: {vitepress: '1.6.4'}},
];

/** The pinned packages, as `name@version and name@version`. */
export const pinnedPackages = (framework: Framework): string =>
  Object.entries(framework.packages).map(([name, version]) => `${name}@${version}`).join(' and ');

/** A framework's build of the twins, ready to serve. */
export interface TwinSite {
  readonly framework: Framework;
  /** The built site, with gzip copies of its text files. */
  readonly buildDir: string;
  /** The routes it has a page for. */
  readonly routes: ReadonlySet<string>;
  /** Seconds the install took, or null when the folder held the pinned versions already. */
  readonly installSeconds: number | null;
  /** Seconds a cold build took (caches removed first). */
  readonly buildSeconds: number;
}

// ---------------------------------------------------------------------------- the pages

interface Twin {
  /** The page's route, /docs/getting-started/configuration. */
  readonly route: string;
  readonly title: string;
  readonly markdown: string;
}

const frontMatter = (markdown: string): Record<string, unknown> => {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  return match ? ((yaml.load(match[1]!) as Record<string, unknown> | undefined) ?? {}) : {};
};

/** The site's links in a twin: [n8n](https://seiling-buidlbox.vercel.app/docs/services/n8n). */
const ownLinks = new RegExp(`\\]\\(${site.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/docs/`, 'g');

/** Every doc page's twin in the build, its links to the site's pages made paths: [n8n](/docs/services/n8n). */
async function readTwins(siteBuildDir: string): Promise<Twin[]> {
  const twins: Twin[] = [];
  for await (const file of filesUnder(path.join(siteBuildDir, 'docs'))) {
    if (!file.endsWith('.md')) continue;
    const markdown = readFileSync(file, 'utf8');
    const title = frontMatter(markdown).title;
    if (typeof title !== 'string') throw new Error(`${file}: a twin without a title in its front matter`);
    twins.push({
      route: `/${path.relative(siteBuildDir, file).slice(0, -'.md'.length).split(path.sep).join('/')}`,
      title,
      markdown: markdown.replace(ownLinks, '](/docs/'),
    });
  }
  if (twins.length === 0) throw new Error(`expected Markdown twins under ${path.join(siteBuildDir, 'docs')}: is it a build of this site?`);
  return twins.sort((a, b) => a.route.localeCompare(b.route));
}

/** Starlight prints the title from the front matter as the page's h1: the twin's own goes. */
const withoutTitleHeading = (markdown: string): string => markdown.replace(/^(---\n[\s\S]*?\n---\n\s*)# [^\n]*\n+/, '$1');

// ---------------------------------------------------------------------------- the sidebar

/** The kinds of item sidebars.ts uses; any other kind stops the bench, to be added here. */
type DocusaurusItem =
  | string
  | {readonly type: 'doc'; readonly id: string; readonly label?: string}
  | {readonly type: 'category'; readonly label: string; readonly collapsed?: boolean; readonly items: readonly DocusaurusItem[]};

/** A sidebar entry, before each framework's own spelling of it. */
type Entry =
  | {readonly kind: 'page'; readonly label: string; readonly route: string}
  | {readonly kind: 'group'; readonly label: string; readonly collapsed: boolean; readonly items: readonly Entry[]};

/** A doc's label in our sidebar: the item's, else its `sidebar_label`, else its title. */
function docLabel(id: string, twins: ReadonlyMap<string, Twin>): string {
  const source = ['.mdx', '.md'].map((ext) => path.join(__dirname, '..', '..', 'docs', `${id}${ext}`)).find((file) => existsSync(file));
  const sidebarLabel = source ? frontMatter(readFileSync(source, 'utf8')).sidebar_label : undefined;
  return typeof sidebarLabel === 'string' ? sidebarLabel : twins.get(`/docs/${id}`)!.title;
}

/** Our sidebar (sidebars.ts), as entries; Docusaurus folds a category unless it says not to. */
function ourSidebar(twins: ReadonlyMap<string, Twin>): Entry[] {
  const convert = (item: DocusaurusItem): Entry => {
    if (typeof item === 'string') return convert({type: 'doc', id: item});
    if (item.type === 'doc') {
      const route = `/docs/${item.id}`;
      if (!twins.has(route)) throw new Error(`the sidebar lists ${item.id}, but the build has no twin at ${route}.md`);
      return {kind: 'page', label: item.label ?? docLabel(item.id, twins), route};
    }
    if (item.type === 'category') {
      return {kind: 'group', label: item.label, collapsed: item.collapsed ?? true, items: item.items.map(convert)};
    }
    throw new Error(`framework twins: sidebar item of an unknown kind: ${JSON.stringify(item)}`);
  };
  return (sidebars.docs as readonly DocusaurusItem[]).map(convert);
}

const starlightSidebar = (entries: readonly Entry[]): unknown[] =>
  entries.map((entry) =>
    entry.kind === 'page'
      ? {label: entry.label, slug: entry.route.slice(1)}
      : {label: entry.label, collapsed: entry.collapsed, items: starlightSidebar(entry.items)},
  );

const vitepressSidebar = (entries: readonly Entry[]): unknown[] =>
  entries.map((entry) =>
    entry.kind === 'page'
      ? {text: entry.label, link: entry.route}
      : {text: entry.label, collapsed: entry.collapsed, items: vitepressSidebar(entry.items)},
  );

// ---------------------------------------------------------------------------- the projects

const banner = '// Written by scripts/lib/framework-twins.ts for `npm run bench`; rewritten at every run.';

/** Our favicon, given to both frameworks as the file their projects link, as ours does. */
const favicon = path.join(__dirname, '..', '..', 'static', 'img', 'favicon.svg');

interface Project {
  /** Files to write, by path relative to the framework's folder. */
  readonly files: Record<string, string>;
  /** Where our favicon goes, relative to the framework's folder. */
  readonly favicon: string;
  /** Folders and files removed before each build, so that it is a cold one. */
  readonly clean: readonly string[];
  /** The build command, from the framework's folder. */
  readonly build: readonly string[];
  /** The built site, relative to the framework's folder. */
  readonly out: string;
}

function starlightProject(twins: readonly Twin[], sidebar: readonly Entry[]): Project {
  const options = {title: site.title, description: site.tagline, sidebar: starlightSidebar(sidebar)};
  const files: Record<string, string> = {
    'astro.config.mjs': `${banner}
import starlight from '@astrojs/starlight';
import {defineConfig} from 'astro/config';

export default defineConfig({
  // route.html rather than route/index.html: the pages are found at the same paths as ours.
  build: {format: 'file'},
  integrations: [starlight(${JSON.stringify(options, null, 2).replace(/\n/g, '\n  ')})],
});
`,
    'src/content.config.ts': `${banner}
import {defineCollection} from 'astro:content';
import {docsLoader} from '@astrojs/starlight/loaders';
import {docsSchema} from '@astrojs/starlight/schema';

export const collections = {docs: defineCollection({loader: docsLoader(), schema: docsSchema()})};
`,
  };
  for (const twin of twins) files[`src/content/docs${twin.route}.md`] = withoutTitleHeading(twin.markdown);
  return {
    files,
    // Starlight's default favicon path: no option needed.
    favicon: 'public/favicon.svg',
    clean: ['src', 'public', 'dist', '.astro', 'node_modules/.astro'],
    build: ['node_modules/.bin/astro', 'build'],
    out: 'dist',
  };
}

function vitepressProject(twins: readonly Twin[], sidebar: readonly Entry[]): Project {
  const options = {
    title: site.title,
    description: site.tagline,
    cleanUrls: true,
    head: [['link', {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'}]],
    themeConfig: {sidebar: vitepressSidebar(sidebar)},
  };
  const files: Record<string, string> = {
    'site/.vitepress/config.mjs': `${banner}
const options = ${JSON.stringify(options, null, 2)};

export default {
  ...options,
  markdown: {
    // In a VitePress page, {{ starts a Vue expression, in inline code too (code blocks are
    // exempt): inline code that holds one is marked v-pre, so Vue leaves it as it is written.
    config(md) {
      const render = md.renderer.rules.code_inline;
      md.renderer.rules.code_inline = (tokens, index, opts, env, self) => {
        if (tokens[index].content.includes('{{')) tokens[index].attrSet('v-pre', '');
        return render(tokens, index, opts, env, self);
      };
    },
  },
};
`,
  };
  for (const twin of twins) files[`site${twin.route}.md`] = twin.markdown;
  return {
    files,
    favicon: 'site/public/favicon.svg',
    clean: ['site'],
    build: ['node_modules/.bin/vitepress', 'build', 'site'],
    out: 'site/.vitepress/dist',
  };
}

const projects: Record<FrameworkId, (twins: readonly Twin[], sidebar: readonly Entry[]) => Project> = {
  starlight: starlightProject,
  vitepress: vitepressProject,
};

// ---------------------------------------------------------------------------- install and build

/** Runs a command in `cwd`, and returns its seconds; its output is shown only when it fails. */
function run(label: string, command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): number {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, {cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`${label} failed (${result.error?.message ?? `exit ${result.status}`}):\n${output}`);
  }
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const installedVersion = (dir: string, name: string): string | undefined => {
  const file = path.join(dir, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as {version: string}).version : undefined;
};

/** Installs the framework's pinned packages into `dir`, unless they are there already. */
function install(framework: Framework, dir: string): number | null {
  if (Object.entries(framework.packages).every(([name, version]) => installedVersion(dir, name) === version)) return null;
  mkdirSync(dir, {recursive: true});
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({private: true, description: `${framework.name} for npm run bench (scripts/lib/framework-twins.ts)`, type: 'module', dependencies: framework.packages}, null, 2)}\n`,
  );
  console.log(`Installing ${pinnedPackages(framework)} into ${path.relative(process.cwd(), dir)}…`);
  return run(`npm install in ${dir}`, 'npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], dir);
}

/**
 * Installs `framework` if needed under `benchDir`, writes its project from the twins of
 * `siteBuildDir`, builds it cold and writes gzip copies of its text files.
 */
export async function buildTwinSite(framework: Framework, siteBuildDir: string, benchDir: string): Promise<TwinSite> {
  const [, version] = Object.entries(framework.packages)[0]!;
  const dir = path.join(benchDir, `${framework.id}-${version}`);
  const installSeconds = install(framework, dir);

  const twins = await readTwins(siteBuildDir);
  const project = projects[framework.id](twins, ourSidebar(new Map(twins.map((twin) => [twin.route, twin]))));
  for (const entry of project.clean) rmSync(path.join(dir, entry), {recursive: true, force: true});
  for (const [file, text] of Object.entries(project.files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  mkdirSync(path.dirname(path.join(dir, project.favicon)), {recursive: true});
  copyFileSync(favicon, path.join(dir, project.favicon));
  const [command, ...args] = project.build;
  const buildSeconds = run(`${framework.name} build`, path.join(dir, command!), args, dir, {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
  });

  const buildDir = path.join(dir, project.out);
  const missing = twins.filter((twin) => !existsSync(path.join(buildDir, `${twin.route}.html`)));
  if (missing.length > 0) throw new Error(`${framework.name} built no page for ${missing.map((twin) => twin.route).join(', ')}`);
  if (!existsSync(path.join(buildDir, '404.html'))) throw new Error(`${framework.name} built no 404.html`);
  await precompress(buildDir);
  return {framework, buildDir, routes: new Set(twins.map((twin) => twin.route)), installSeconds, buildSeconds};
}
