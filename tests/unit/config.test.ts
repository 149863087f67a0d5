import {test} from 'node:test';
import assert from 'node:assert/strict';
import config from '../../docusaurus.config';
import {spec} from '../lib/spec';
import packageJson from '../../package.json';

type AnyRecord = Record<string, any>;
const themeConfig = config.themeConfig as AnyRecord;
const presetOptions = (config.presets as [string, AnyRecord][])[0][1];

test('site identity: title, tagline, favicon, url and base path', () => {
  assert.equal(config.title, spec.title);
  assert.equal(config.tagline, spec.tagline);
  assert.equal(config.baseUrl, '/');
  assert.match(config.url, /^https:\/\//);
  assert.ok(config.favicon && !/docusaurus/i.test(config.favicon), 'a favicon of our own');
});

test('one locale, English, left to right', () => {
  assert.deepEqual(config.i18n?.locales, ['en']);
  assert.equal(config.i18n?.defaultLocale, 'en');
  assert.deepEqual(config.i18n?.localeConfigs?.en, {
    label: 'English',
    direction: 'ltr',
    htmlLang: 'en',
    calendar: 'gregory',
    path: 'en',
  });
});

test('docs at /docs with one version, current, labelled Next and last', () => {
  const docs = presetOptions.docs;
  assert.equal(docs.routeBasePath, 'docs');
  assert.equal(docs.lastVersion, 'current');
  assert.deepEqual(docs.versions, {current: {label: 'Next'}});
  assert.equal(docs.breadcrumbs, true);
  assert.equal(presetOptions.blog, false);
});

test('table of contents shows levels 2 to 3', () => {
  assert.deepEqual(themeConfig.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
});

test('colour mode: light by default, follows the OS, switch enabled', () => {
  assert.deepEqual(themeConfig.colorMode, {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  });
});

test('broken links, anchors and duplicate routes only warn, as the spec says', () => {
  assert.equal(config.onBrokenLinks, 'warn');
  assert.equal(config.onBrokenAnchors, 'warn');
  assert.equal(config.onDuplicateRoutes, 'warn');
  assert.equal(config.markdown?.hooks?.onBrokenMarkdownLinks, 'warn');
});

test('the announcement bar has an id, content and a close button', () => {
  const bar = themeConfig.announcementBar;
  assert.ok(typeof bar.id === 'string' && bar.id.length > 0);
  assert.ok(bar.content.length > 20);
  assert.equal(bar.isCloseable, true);
});

test('navbar: Documentation on the left; repository, locale, version and search on the right', () => {
  const {items, hideOnScroll} = themeConfig.navbar;
  assert.equal(hideOnScroll, true);
  assert.deepEqual(items[0], {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Documentation'});
  const right = items.filter((item: AnyRecord) => item.position === 'right');
  assert.deepEqual(
    right.map((item: AnyRecord) => item.type ?? item.href),
    [spec.repository, 'localeDropdown', 'docsVersionDropdown', 'search'],
  );
});

test('footer: four columns with the spec labels and targets, and the copyright line', () => {
  const {links, copyright} = themeConfig.footer;
  const columns = Object.fromEntries(
    links.map((column: AnyRecord) => [
      column.title,
      column.items.map((item: AnyRecord) => [item.label, item.to ?? item.href]),
    ]),
  );
  assert.deepEqual(columns, spec.footer);
  assert.equal(copyright, spec.copyright);
});

test('the site version is the spec version', () => {
  assert.equal(packageJson.version, spec.siteVersion);
});

test('Docusaurus Faster is on, but for the MDX cross-compiler cache, which static-html turns off', () => {
  // With v4's fasterByDefault, every option of Faster the config does not name is on.
  assert.deepEqual((config.future as AnyRecord)?.faster, {mdxCrossCompilerCache: false});
  assert.equal((config.future as AnyRecord)?.v4?.fasterByDefault, true);
  assert.equal((config.future as AnyRecord)?.v4?.siteStorageNamespacing, false);
});

test('the test-only routes are not part of a normal build', () => {
  assert.ok(!config.plugins?.some((plugin) => String(plugin).includes('tests/')));
});
