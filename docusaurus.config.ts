import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {announcement, docPaths, links, navbarEndId, site} from './src/data/site';
import remarkFacts from './plugins/remark-facts';
import {accessiblePrismTheme} from './src/lib/contrast';
import {performance, switchedOff} from './plugins/performance';
import {cardMetaTags, cardOf} from './src/lib/social-card';

// Environment, read once. DOCS_TEST_BUILD=1 adds the test-only routes (tests/site).
const isTestBuild = process.env.DOCS_TEST_BUILD === '1';

const docsPath = (id: string) => `/docs/${id}`;

/**
 * The data components' stylesheets (every .css file under src/components that is not a CSS module):
 * global, each class with its component's prefix (src/components/classes.ts).
 */
const componentStylesheets = readdirSync(path.join(__dirname, 'src/components'), {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.css') && !file.endsWith('.module.css'))
  .sort()
  .map((file) => `./src/components/${file}`);

const i18n = {
  defaultLocale: 'en',
  locales: ['en'],
  localeConfigs: {
    en: {
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
      path: 'en',
    },
  },
} satisfies Config['i18n'];

/**
 * Code blocks are highlighted at build time (plugins/performance/code-highlight) with these themes and
 * languages; the browser gets the token colours as CSS and never loads Prism.
 */
const prism = {
  theme: accessiblePrismTheme(prismThemes.github),
  darkTheme: accessiblePrismTheme(prismThemes.dracula),
  additionalLanguages: ['bash', 'json', 'yaml', 'ini', 'python', 'docker'],
} satisfies Preset.ThemeConfig['prism'];

// The speed mechanisms (plugins/performance), less those DOCS_PERFORMANCE_OFF names. The
// highlighter runs after every remark plugin, so it sees resolved fact tokens.
const speed = performance(switchedOff(), {additionalLanguages: prism.additionalLanguages});

const docs = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  breadcrumbs: true,
  // Replaces {{kind:argument}} fact tokens in code and :count[name] in prose with values from
  // src/data, before the headings and the table of contents are read.
  beforeDefaultRemarkPlugins: [remarkFacts],
  ...speed.docs,
} satisfies Preset.Options['docs'];

const pages = {
  // Fact tokens in the code of the pages' Markdown partials (the home page's install commands).
  remarkPlugins: [remarkFacts],
  ...speed.pages,
} satisfies Preset.Options['pages'];

const navbar = {
  title: site.title,
  logo: {alt: `${site.title} logo`, src: 'img/logo.svg', width: 32, height: 32},
  hideOnScroll: true,
  items: [
    {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Documentation'},
    {href: links.repository, label: 'GitHub', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {type: 'docsVersionDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Preset.ThemeConfig['navbar'];

const footer = {
  style: 'dark',
  links: [
    {
      title: 'Getting Started',
      items: [
        {label: 'Quick Start', to: docsPath('getting-started/quick-start')},
        {label: 'Deployment', to: docsPath('getting-started/deployment')},
        {label: 'Configuration', to: docsPath('getting-started/configuration')},
      ],
    },
    {
      title: 'Services',
      items: [
        {label: 'Services Overview', to: docsPath('services/overview')},
        {label: 'OpenWebUI', to: docsPath('services/openwebui')},
        {label: 'n8n', to: docsPath('services/n8n')},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'GitHub', href: links.repository},
        {label: 'X', href: links.x},
        {label: 'Telegram', href: links.telegram},
      ],
    },
    {
      title: 'Resources',
      items: [
        {label: 'Sei n8n Nodes', to: docsPath('resources/sei-n8n-nodes')},
        {label: 'n8n Templates', to: docsPath('resources/n8n-templates')},
        {label: 'External Resources', to: docsPath('resources/external-resources')},
      ],
    },
  ],
  copyright: `Copyright © ${site.copyrightYear} ${site.title}. Built with Docusaurus.`,
} satisfies Preset.ThemeConfig['footer'];

const themeConfig = {
  // The home page's card is every page's default (plugins/social-cards); each other page names its own.
  image: cardOf('/'),
  metadata: [{name: 'description', content: site.tagline}, ...cardMetaTags(site.title)],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  announcementBar: {
    id: announcement.id,
    content: `The piped installer runs unattended and overwrites an existing <code>.env</code>. Read the <a href="${docPaths.quickStart}">Quick Start</a> before you run it.`,
    // Inline styles accept CSS variables, so the bar follows the colour mode (src/css/custom.css).
    backgroundColor: 'var(--site-announcement-bg)',
    textColor: 'var(--site-announcement-fg)',
    isCloseable: true,
  },
  navbar,
  footer,
  docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  prism,
} satisfies Preset.ThemeConfig;

/**
 * - Painting waits until every item of the navbar is parsed (`rel=expect`, Chromium 124 and
 *   later; other browsers ignore it): see src/theme/Navbar/Layout.
 * - A tap on a button or a tab before the page has hydrated is replayed once it has
 *   (plugins/performance/early-taps/script.ts).
 * - Without JavaScript the tabs cannot switch: every panel shows, in the order of the tabs, so
 *   that the Quick Start's path for a VM is there too. With JavaScript nothing changes.
 */
const headTags = [
  {tagName: 'link', attributes: {rel: 'expect', href: `#${navbarEndId}`, blocking: 'render'}},
  {
    tagName: 'noscript',
    attributes: {},
    innerHTML: '<style>[role=tabpanel][hidden]{display:block}[role=tabpanel]+[role=tabpanel]{margin-top:var(--ifm-leading)}</style>',
  },
];

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  trailingSlash: site.trailingSlash,
  organizationName: 'nicoware-dev',
  projectName: 'seiling-buidlbox',

  future: {
    faster: speed.faster,
    // Faster's worker threads need the v4 flags. Storage keys stay un-namespaced so that
    // the colour-mode and announcement choices keep their documented names.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
  },

  headTags,

  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},

  i18n,

  presets: [
    [
      'classic',
      {
        docs,
        pages,
        blog: false,
        theme: {customCss: ['./src/css/custom.css', ...componentStylesheets]},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    './plugins/announcement-bar-reset/index.ts',
    // The speed mechanisms (plugins/performance/README.md).
    ...speed.plugins,
    './plugins/markdown-twins/index.ts',
    // A social card (og:image) for every page, drawn after the build (plugins/social-cards/README.md).
    './plugins/social-cards/index.ts',
    // Local search: the index of the built pages and the /search page (src/theme/SearchBar, SearchPage).
    './plugins/search/index.ts',
    ...(isTestBuild ? ['./tests/site/plugin.ts'] : []),
  ],

  themeConfig,
};

export default config;
