/**
 * Cloudflare Pages' rules for `_headers` and `_redirects`, and how Pages answers a path.
 * Cloudflare publishes no package with its parsers (they ship inside wrangler), so this follows
 * its open-source implementation in cloudflare/workers-sdk, which the documentation
 * (developers.cloudflare.com/pages/configuration/headers/ and …/redirects/) describes:
 *  - packages/workers-shared/utils/configuration/parseHeaders.ts, parseRedirects.ts and
 *    constants.ts: the grammar and the limits;
 *  - packages/pages-shared/asset-server/rulesEngine.ts: how a rule's pattern matches;
 *  - packages/pages-shared/asset-server/handler.ts, generateHandler(): redirects first, then
 *    the HTML handling (x.html at /x, 308s for /x.html and /x/), the nearest 404.html with
 *    status 404, and the `_headers` rules applied to every response.
 */

export const limits = {headerRules: 100, lineLength: 2000, staticRedirects: 2000, dynamicRedirects: 100} as const;
const permittedStatus = new Set([200, 301, 302, 303, 307, 308]);

export interface HeaderRule {
  path: string;
  set: Record<string, string>;
  unset: string[];
}
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}
export interface Parsed<T> {
  rules: T[];
  invalid: string[];
}

const meaningful = (text: string) =>
  text
    .split('\n')
    .map((line, index) => ({line: line.trim(), number: index + 1}))
    .filter(({line}) => line !== '' && !line.startsWith('#'));

/** parseHeaders.ts: a path line, then `name: value` or `! name` lines; at most 100 rules. */
export function parseHeaders(text: string): Parsed<HeaderRule> {
  const rules: HeaderRule[] = [];
  const invalid: string[] = [];
  let rule: HeaderRule | undefined;
  const close = () => {
    if (rule && Object.keys(rule.set).length === 0 && rule.unset.length === 0) invalid.push(`${rule.path}: no headers`);
    else if (rule) rules.push(rule);
  };
  for (const {line, number} of meaningful(text)) {
    if (line.length > limits.lineLength) invalid.push(`line ${number} is over ${limits.lineLength} characters`);
    else if (line.startsWith('/')) {
      close();
      if (rules.length >= limits.headerRules) {
        invalid.push(`line ${number}: more than ${limits.headerRules} rules`);
        return {rules, invalid};
      }
      rule = /\s/.test(line) ? undefined : {path: line, set: {}, unset: []};
      if (!rule) invalid.push(`line ${number}: a path has no spaces`);
    } else if (!rule) invalid.push(`line ${number}: a header before any path`);
    else if (!line.includes(':')) {
      if (line.startsWith('! ')) rule.unset.push(line.slice(2).trim());
      else invalid.push(`line ${number}: expected "name: value"`);
    } else {
      const [rawName = '', ...rest] = line.split(':');
      const name = rawName.trim().toLowerCase();
      const value = rest.join(':').trim();
      if (name === '' || name.includes(' ') || value === '') invalid.push(`line ${number}: bad header "${line}"`);
      else rule.set[name] = rule.set[name] ? `${rule.set[name]}, ${value}` : value;
    }
  }
  close();
  return {rules, invalid};
}

const isDynamic = (from: string) => /\*|:[A-Za-z]\w*/.test(from);

/** parseRedirects.ts: `from to [status]`, status 200/301/302/303/307/308, within the limits. */
export function parseRedirects(text: string): Parsed<RedirectRule> {
  const rules: RedirectRule[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  let staticCount = 0;
  let dynamicCount = 0;
  // Once a dynamic rule has been seen, every later rule counts as dynamic.
  let staticAllowed = true;
  for (const {line, number} of meaningful(text)) {
    if (line.length > limits.lineLength) {
      invalid.push(`line ${number} is over ${limits.lineLength} characters`);
      continue;
    }
    const tokens = line.split(/\s+/);
    const comment = tokens.findIndex((token, index) => index >= 2 && token.startsWith('#'));
    const [from = '', to = '', statusText = '302', ...extra] = comment >= 0 ? tokens.slice(0, comment) : tokens;
    const status = Number(statusText);
    const problems = [
      extra.length > 0 || to === '' ? 'expected 2 or 3 tokens' : '',
      from.startsWith('/') ? '' : 'the source must be a path',
      to.startsWith('/') || to.startsWith('https://') ? '' : 'the destination must be a path or an https URL',
      permittedStatus.has(status) ? '' : `status ${statusText} is not 200, 301, 302, 303, 307 or 308`,
      status === 200 && !to.startsWith('/') ? 'a 200 can only point to a path' : '',
      /\/\*$/.test(from) && /\/index(\.html)?$/.test(to) ? 'an infinite loop' : '',
      /\/$/.test(from) && /\/index(\.html)?$/.test(to) ? 'an infinite loop' : '',
      seen.has(from) ? 'a second rule for one source' : '',
    ].filter(Boolean);
    if (staticAllowed && !isDynamic(from)) {
      staticCount += 1;
      if (staticCount > limits.staticRedirects) problems.push(`more than ${limits.staticRedirects} static rules`);
    } else {
      staticAllowed = false;
      dynamicCount += 1;
      if (dynamicCount > limits.dynamicRedirects) problems.push(`more than ${limits.dynamicRedirects} dynamic rules`);
    }
    if (problems.length > 0) {
      invalid.push(`line ${number} "${line}": ${problems.join(', ')}`);
      continue;
    }
    seen.add(from);
    rules.push({from, to, status});
  }
  return {rules, invalid};
}

/** rulesEngine.ts: `*` is a greedy splat, `:name` one path segment; the pattern is anchored. */
export function patternRegExp(pattern: string): RegExp {
  const escape = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
  const source = pattern
    .split('*')
    .map(escape)
    .join('(?<splat>.*)')
    .replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}$`);
}

export interface PagesAnswer {
  status: number;
  headers: Record<string, string>;
  file?: string;
}

/**
 * handler.ts generateHandler() for a GET without a query: `assets` is every file Pages
 * publishes (the build without `_headers` and `_redirects`), relative to the build.
 */
export function pagesAnswer(assets: Set<string>, headerRules: HeaderRule[], redirects: RedirectRule[], path: string): PagesAnswer {
  const has = (urlPath: string) => assets.has(urlPath.slice(1));
  const moved = (status: number, location: string): PagesAnswer => ({status, headers: {location}});
  const serve = (urlPath: string): PagesAnswer => ({
    status: 200,
    file: urlPath.slice(1),
    // serveAsset(): the asset's own type, and the browser revalidates.
    headers: {'content-type': '(the asset type)', 'cache-control': 'public, max-age=0, must-revalidate'},
  });
  const notFound = (): PagesAnswer => {
    for (let folder = path; folder; ) {
      folder = folder.slice(0, folder.lastIndexOf('/'));
      if (has(`${folder}/404.html`)) {
        return {status: 404, file: `${folder}/404.html`.slice(1), headers: {'content-type': '(the asset type)'}};
      }
    }
    throw new Error('cloudflare-pages: no 404.html, so Pages would serve index.html as a single-page app');
  };

  const respond = (): PagesAnswer => {
    const rule =
      redirects.find((r) => !isDynamic(r.from) && r.from === path) ??
      redirects.find((r) => isDynamic(r.from) && patternRegExp(r.from).test(path));
    if (rule) {
      const groups = patternRegExp(rule.from).exec(path)?.groups ?? {};
      return moved(rule.status, Object.entries(groups).reduce((to, [name, value]) => to.replaceAll(`:${name}`, value), rule.to));
    }
    if (path.endsWith('/')) {
      if (has(`${path}index.html`)) return serve(`${path}index.html`);
      if (path.endsWith('/index/')) return moved(308, `/${path.slice(1, -'index/'.length)}`);
      if (has(path.replace(/\/$/, '.html'))) return moved(308, `/${path.slice(1, -1)}`);
      return notFound();
    }
    if (has(path)) {
      if (!path.endsWith('.html')) return serve(path);
      const extensionless = path.slice(0, -'.html'.length);
      if (extensionless.endsWith('/index')) return moved(308, extensionless.replace(/\/index$/, '/'));
      if (has(extensionless) || extensionless === '/') return serve(path);
      return moved(308, extensionless);
    }
    if (path.endsWith('/index')) return moved(308, `/${path.slice(1, -'index'.length)}`);
    if (has(`${path}.html`)) return serve(`${path}.html`);
    if (/\/.+\.[a-z0-9]+$/i.test(path)) return notFound();
    if (has(`${path}/index.html`)) return moved(308, `${path}/`);
    return notFound();
  };

  // attachHeaders(): Pages' own headers, then every matching rule in order; a header that an
  // earlier rule set is appended to (comma-joined) unless a rule removed it first with `!`.
  const answer = respond();
  const headers: Record<string, string> = {
    ...answer.headers,
    'access-control-allow-origin': '*',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...('content-type' in answer.headers ? {'x-content-type-options': 'nosniff'} : {}),
  };
  const setByRules = new Set<string>();
  for (const rule of headerRules.filter((r) => patternRegExp(r.path).test(path))) {
    for (const name of rule.unset) delete headers[name.toLowerCase()];
    for (const [name, value] of Object.entries(rule.set)) {
      headers[name] = setByRules.has(name) && headers[name] !== undefined ? `${headers[name]}, ${value}` : value;
      setByRules.add(name);
    }
  }
  return {...answer, headers};
}
