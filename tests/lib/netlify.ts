/**
 * Netlify's own parsers for `_headers` and `_redirects` (@netlify/headers-parser and
 * @netlify/redirect-parser, what Netlify's build runs on those files), and the rule Netlify
 * applies when several header rules match a path: each matching rule in order, a later value
 * replacing an earlier one (headersForPath() of netlify/primitives packages/headers, the code
 * `netlify dev` serves with).
 */
import {parseAllHeaders, type Header} from '@netlify/headers-parser';
import {parseAllRedirects} from '@netlify/redirect-parser';

export async function netlifyHeaders(file: string): Promise<{rules: Header[]; errors: Error[]}> {
  const {headers, errors} = await parseAllHeaders({headersFiles: [file], configHeaders: [], minimal: false});
  return {rules: headers as Header[], errors};
}

/** The headers Netlify adds to a response for `path`, names in lower case. */
export function netlifyHeadersFor(rules: Header[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((r) => r.forRegExp.test(path))) {
    for (const [name, value] of Object.entries(rule.values)) headers[name.toLowerCase()] = value;
  }
  return headers;
}

export interface NetlifyRedirect {
  from: string;
  to: string;
  status?: number;
  force: boolean;
  conditions: Record<string, unknown>;
}

export async function netlifyRedirects(file: string): Promise<{rules: NetlifyRedirect[]; errors: Error[]}> {
  const {redirects, errors} = await parseAllRedirects({redirectsFiles: [file], configRedirects: [], minimal: false});
  return {rules: redirects as NetlifyRedirect[], errors};
}
