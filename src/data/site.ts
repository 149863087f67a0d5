/**
 * Site-wide constants: the product's name, links and the spec's fixed values.
 * The config, the home page and the tests all read them from here.
 */
export const site = {
  title: 'Seiling Buidlbox',
  tagline: 'No-Code Sei Multi-Agent System Development Toolkit',
  url: 'https://seiling-buidlbox.vercel.app',
  baseUrl: '/',
  // Docusaurus's setting: a page's address has no slash at its end (/docs/intro).
  trailingSlash: false,
  copyrightYear: 2025,
} as const;

export const links = {
  repository: 'https://github.com/nicoware-dev/seiling-buidlbox',
  x: 'https://x.com/seilingbuidlbox',
  telegram: 'https://t.me/+kajTLhEF5sQwODAx',
  rawBootstrap:
    'https://raw.githubusercontent.com/nicoware-dev/seiling-buidlbox/main/bootstrap.sh',
} as const;

/**
 * The two ways to install. The piped form is the README's; the clone form runs `bash bootstrap.sh`
 * instead of the README's `./bootstrap.sh`, because the scripts are committed without the executable bit.
 */
export const installCommands = {
  piped: `curl -sSL ${links.rawBootstrap} | bash`,
  clone: `git clone ${links.repository}.git && cd seiling-buidlbox && bash bootstrap.sh`,
} as const;

/**
 * The toolkit commit these pages describe: every value in src/data was read from the toolkit's
 * files at this commit (FACTS.md §0). `npm run check:toolkit` compares a checkout with it.
 */
export const toolkitVersion = {
  commit: '95b7ed73db5494bcbfc002cd52bacbbc6be41f80',
  /** The commit's date (committer date, UTC offset dropped). */
  date: '2025-08-22',
  branch: 'main',
} as const;

/** Pages that the site's chrome and home page link to by path. */
export const docPaths = {
  intro: '/docs/intro',
  quickStart: '/docs/getting-started/quick-start',
  servicesOverview: '/docs/services/overview',
} as const;

/**
 * The id of an empty element after the navbar's last item (src/theme/Navbar/Layout). The head
 * asks the browser not to paint before that element is parsed (docusaurus.config.ts), so a page
 * that arrives slowly never shows half a navbar whose right-hand items then slide left.
 */
export const navbarEndId = 'navbar-end';

/** The announcement bar: change the id whenever the content changes. */
export const announcement = {
  id: 'piped-install-overwrites-env',
} as const;
