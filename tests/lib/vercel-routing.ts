/**
 * What Vercel answers for a path of this project, worked out from Vercel's own code where it
 * is published, so the tests hold vercel.json to Vercel's rules rather than to our reading:
 *
 *  1. vercelRoutes() assembles the route table as `vercel build` writes it to
 *     `.vercel/output/config.json` (vercel/vercel packages/cli/src/commands/build/index.ts,
 *     commit 17d9ebaf: getTransformedRoutes() of vercel.json, the zero-config routes of
 *     detectBuilders(), the framework preset's routes that @vercel/static-build returns, then
 *     mergeRoutes()), with Vercel's packages @vercel/routing-utils, @vercel/fs-detectors and
 *     @vercel/frameworks. A real `vercel build` (CLI 59.25.4) of this repository wrote the
 *     same table.
 *  2. vercelAnswer() runs a request through that table. The router itself is not published;
 *     this follows the emulation of it that `vercel dev` ships (packages/cli/src/util/dev/
 *     router.ts devRouter() and server.ts, which its comments call the equivalent of the
 *     proxy's exit_with_status()) and the Build Output API's route reference
 *     (vercel.com/docs/build-output-api/configuration#routes).
 */
import {appendRoutesToPhase, getTransformedRoutes, isHandler, mergeRoutes, type Route, type RouteWithSrc} from '@vercel/routing-utils';
import {frameworkList, type Framework} from '@vercel/frameworks';
import {detectBuilders} from '@vercel/fs-detectors';
import type {VercelConfig} from '../../scripts/lib/host-config.mjs';

/**
 * The preset @vercel/static-build applies (packages/static-build/src/index.ts getFramework()):
 * the configured one, else the first whose package is a dependency, even when vercel.json
 * says `"framework": null`.
 */
function staticBuildFramework(configured: string | null, pkg: Record<string, unknown>): Framework | undefined {
  const dependencies = {...(pkg.dependencies as object), ...(pkg.devDependencies as object)};
  return (
    frameworkList.find(({slug}) => configured && slug === configured) ??
    frameworkList.find(({dependency}) => dependency && dependency in dependencies)
  );
}

/** The route table `vercel build` writes for this repository's files and vercel.json. */
export async function vercelRoutes(
  config: VercelConfig,
  repoFiles: string[],
  pkg: Record<string, unknown>,
): Promise<{routes: Route[]; builders: Array<{src?: string; use: string}>; preset?: string}> {
  const user = getTransformedRoutes(config);
  if (user.error) throw new Error(`vercel.json: ${user.error.message}`);
  const {framework, buildCommand, installCommand, outputDirectory} = config;
  const detected = await detectBuilders(repoFiles, pkg, {
    cleanUrls: config.cleanUrls,
    trailingSlash: config.trailingSlash,
    projectSettings: {framework, buildCommand, installCommand, outputDirectory},
    ignoreBuildScript: true,
    featHandleMiss: true,
  });
  if (detected.errors?.length) throw new Error(detected.errors.map((e) => e.message).join('\n'));
  // build/index.ts: zero-config routes, each list in its phase.
  let zeroConfig: Route[] = [...(detected.redirectRoutes ?? [])];
  zeroConfig.push(...appendRoutesToPhase({routes: [], newRoutes: detected.rewriteRoutes, phase: 'filesystem'}));
  zeroConfig = appendRoutesToPhase({routes: zeroConfig, newRoutes: detected.errorRoutes, phase: 'error'});
  zeroConfig.push(...(detected.defaultRoutes ?? []));
  const builders = detected.builders ?? [];
  // @vercel/static-build returns its preset's defaultRoutes (getFrameworkRoutes()).
  const preset = staticBuildFramework(framework, pkg);
  const presetRoutes = preset?.defaultRoutes ?? [];
  if (typeof presetRoutes === 'function') throw new Error(`vercel-routing: ${preset?.slug}'s routes depend on the build`);
  const builds = [
    {use: '@vercel/zero-config-routes', entrypoint: '/', routes: zeroConfig},
    ...builders.map((b) => ({
      use: b.use,
      entrypoint: b.src ?? '',
      routes: b.use === '@vercel/static-build' ? [...presetRoutes] : [],
    })),
  ];
  return {routes: mergeRoutes({userRoutes: user.routes, builds}), builders, preset: preset?.slug ?? undefined};
}

/**
 * The static files of a build as Vercel serves them: each file at its path, except that with
 * cleanUrls an HTML file is served without `.html` (`vercel build` writes it with an override
 * path: packages/cli/src/util/build/write-build-result.ts writeStaticFile()), and a folder's
 * index.html answers for the folder, the site's root for `/`.
 */
export function vercelFiles(buildFiles: string[]): Map<string, string> {
  const served = new Map<string, string>();
  for (const file of buildFiles) {
    if (!file.endsWith('.html')) served.set(`/${file}`, file);
    else if (file === 'index.html') served.set('/', file);
    else served.set(`/${file.slice(0, -'.html'.length).replace(/\/index$/, '')}`, file);
  }
  return served;
}

export interface VercelAnswer {
  status: number;
  /** The headers the routes set, names in lower case (Vercel adds its own, not modelled). */
  headers: Record<string, string>;
  /** The build file sent; none for a redirect or Vercel's own not-found page. */
  file?: string;
}

const modelledPhases = new Set<string | null>([null, 'filesystem', 'error']);
const modelledKeys = new Set(['src', 'dest', 'headers', 'status', 'continue', 'methods', 'caseSensitive']);

interface PhaseResult {
  matched?: RouteWithSrc;
  path: string;
  status?: number;
  headers: Record<string, string>;
}

/**
 * One phase (devRouter): routes are tried in order against the path. A matching route merges
 * its headers into those collected so far (a later value replaces an earlier one) and, with
 * `dest`, rewrites the path (`$1`… are its capture groups). With `continue: true` matching
 * goes on; otherwise the route ends the phase. Matching ignores case unless `caseSensitive`.
 */
function runPhase(routes: Route[], path: string, previous: Record<string, string>): PhaseResult {
  const headers = {...previous};
  let status: number | undefined;
  for (const route of routes) {
    if (isHandler(route)) continue;
    const unknown = Object.keys(route).filter((key) => !modelledKeys.has(key));
    if (unknown.length > 0) throw new Error(`vercel-routing: ${unknown.join(', ')} in ${JSON.stringify(route)} is not modelled`);
    if (route.methods && !route.methods.includes('GET')) continue;
    const match = new RegExp(route.src, route.caseSensitive ? '' : 'i').exec(path);
    if (!match) continue;
    const resolve = (text: string) => text.replace(/\$([1-9a-zA-Z]+)/g, (_, key: string) => match.groups?.[key] ?? match[Number(key)] ?? '');
    const dest = route.dest ? resolve(route.dest).replace(/^(?!\/)/, '/') : path;
    for (const [name, value] of Object.entries(route.headers ?? {})) headers[name.toLowerCase()] = resolve(value);
    if (route.continue) {
      status = route.status ?? status;
      path = dest;
      continue;
    }
    return {matched: route, path: dest, status: route.status ?? status, headers};
  }
  return {path, status, headers};
}

/**
 * Vercel's answer to a GET of `path` (no query string): the routes before
 * `{handle: 'filesystem'}`, then the files, then the routes after that handle, then, when
 * nothing was found, the `error` phase, whose route may name a file to send with its status.
 * A 3xx status ends routing as a redirect to its Location; `vercel dev` sends it with only
 * that header (server.ts sendRedirect()), so no header route applies to a redirect.
 */
export function vercelAnswer(routes: Route[], files: Map<string, string>, path: string): VercelAnswer {
  const phases = new Map<string | null, Route[]>();
  let phase: string | null = null;
  for (const route of routes) {
    if (isHandler(route)) phase = route.handle;
    else phases.set(phase, [...(phases.get(phase) ?? []), route]);
  }
  for (const name of phases.keys()) {
    if (!modelledPhases.has(name)) throw new Error(`vercel-routing: the ${name} phase is not modelled`);
  }

  let headers: Record<string, string> = {};
  for (const name of [null, 'filesystem'] as const) {
    if (name === 'filesystem' && !phases.has('filesystem')) break;
    const result = runPhase(phases.get(name) ?? [], path, headers);
    ({path, headers} = result);
    if (result.status && result.status >= 300 && result.status < 400) {
      return {status: result.status, headers: {location: result.headers.location ?? path}};
    }
    const file = files.get(path);
    if (file) return {status: result.status ?? 200, headers, file};
    // A route with a status and no destination answers that status; one with a destination
    // that is no file lets routing go on (server.ts exitWithStatus(), `userDest`).
    if (result.matched?.status && !result.matched.dest) return {status: result.matched.status, headers};
  }
  const error = runPhase(phases.get('error') ?? [], path, headers);
  const file = error.matched ? files.get(error.path) : undefined;
  return {status: file ? (error.status ?? 404) : 404, headers: error.headers, ...(file ? {file} : {})};
}
