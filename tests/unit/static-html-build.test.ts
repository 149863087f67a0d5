/**
 * A data component or prose marked by plugins/performance/static-html that links to a missing page
 * or anchor fails the build: the server renders them with the theme's Link, which hands its links
 * to Docusaurus's check. A throwaway Docusaurus site in a temporary folder, with this repository's
 * node_modules, the step and its theme (MDXComponents with StaticHtml), renders the components of
 * fixtures/static-html/registry.tsx; the build's log then goes through the check scripts/build.mjs
 * applies (scripts/build-warnings.mjs), and its output through the check of every link
 * (scripts/lib/links.mjs).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {findBuildProblems} from '../../scripts/build-warnings.mjs';
import {checkLinks} from '../../scripts/lib/links.mjs';
import {siteDir as repoDir} from '../lib/docs';

const repo = (...parts: string[]) => JSON.stringify(path.join(repoDir, ...parts));

/** The site: one page with the tables' links, one whose table holds the row they point at. */
const files: Readonly<Record<string, string>> = {
  'docusaurus.config.ts': `
import rehypeStaticHtml from ${repo('plugins', 'performance', 'static-html', 'index.ts')};
export default {
  title: 'static-html test',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  trailingSlash: false,
  // As the site's own config: Docusaurus warns, and the build script fails on the warning.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},
  // As the site's own config with static-html on: the server's and the browser's compilations differ.
  future: {faster: {mdxCrossCompilerCache: false}, v4: true},
  presets: [['classic', {
    docs: {
      sidebarPath: false,
      rehypePlugins: [[rehypeStaticHtml, {registry: ${repo('tests', 'unit', 'fixtures', 'static-html', 'registry.tsx')}}]],
    },
    blog: false,
  }]],
  plugins: ['./theme-plugin.js'],
};
`,
  // The plugin's theme (MDXComponents with StaticHtml), without its cache settings, which read the site's own folders.
  'theme-plugin.js': `module.exports = () => ({name: 'static-html-theme', getThemePath: () => ${repo('plugins', 'performance', 'static-html', 'theme')}});\n`,
  'src/pages/index.md': '# Home\n',
  'docs/page.mdx':
    '# Page\n\nA [link in prose](/docs/other#row-kept) to a row, and [one to nowhere](/docs/nowhere).\n\n<GoodLink />\n\n<MissingPage />\n\n<MissingAnchor />\n',
  'docs/other.mdx': '# Other\n\n<Rows />\n',
};

function buildSite(): {log: string; status: number | null; outDir: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-html-site-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  fs.symlinkSync(path.join(repoDir, 'node_modules'), path.join(dir, 'node_modules'));
  const outDir = path.join(dir, 'build');
  const result = spawnSync(
    process.execPath,
    [path.join(repoDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', dir, '--out-dir', outDir],
    {encoding: 'utf8', env: {...process.env, NODE_ENV: 'production'}, timeout: 180_000},
  );
  return {log: `${result.stdout}\n${result.stderr}`, status: result.status, outDir};
}

test('a table or prose link to a missing page or anchor fails the build; links to a row id pass', {timeout: 200_000}, async (t) => {
  const {log, status, outDir} = buildSite();
  t.after(() => fs.rmSync(path.dirname(outDir), {recursive: true, force: true}));
  assert.equal(status, 0, `docusaurus build itself should finish (the config only warns):\n${log}`);

  // Docusaurus's checker: the server renders the components with Link, which hands it their links.
  const problems = findBuildProblems(log);
  assert.deepEqual(problems.map((line: string) => line.replace(/^.*?(Docusaurus)/, '$1')).sort(), [
    'Docusaurus found broken anchors!',
    'Docusaurus found broken links!',
  ]);
  const reported = log.slice(log.indexOf('Docusaurus found broken'));
  // Exactly the three: the row's id counts as an anchor, so the table's own link and the prose
  // link to it pass. The prose is marked too, and its links are checked as the tables'.
  const targets = [...reported.matchAll(/-> linking to (\S+)/g)].map((match) => match[1]).sort();
  assert.deepEqual(targets, ['/docs/missing', '/docs/nowhere', '/docs/page#missing-anchor'], reported);

  // And the check of every link of the output, which scripts/build.mjs runs next.
  const links = await checkLinks(outDir, '/');
  const named = links.problems.join('\n');
  assert.match(named, /\/docs\/missing\b/, named);
  assert.match(named, /\/docs\/nowhere\b/, named);
  assert.match(named, /\/docs\/page#missing-anchor\b/, named);
  assert.doesNotMatch(named, /row-kept/, named);

  // The components' markup is in the page's HTML, marked, and in none of the scripts.
  const page = fs.readFileSync(path.join(outDir, 'docs', 'page.html'), 'utf8');
  assert.match(page, /<div class="?static-html"? data-static-html="?\w+"?><a [^>]*>a missing page<\/a>/, page);
  const scripts = fs.readdirSync(path.join(outDir, 'assets', 'js')).map((name) => fs.readFileSync(path.join(outDir, 'assets', 'js', name), 'utf8'));
  assert.deepEqual(scripts.filter((script) => script.includes('a missing page')), []);
});
