/**
 * `npm run bench:taps`: the tap measurement of `npm run bench` alone (scripts/lib/taps.ts), for
 * A/Bs of one mechanism at a time: no Lighthouse and no build of the site. It serves build/ (or
 * BENCH_BUILD_DIR) and the BENCH_COMPARE builds (`name=dir,name=dir`), and the Starlight and
 * VitePress twins of the build unless BENCH_FRAMEWORKS=0, loads each route under Lighthouse's
 * mobile conditions with one tap on the menu button per load, then loads without a tap that
 * count the blocking time, the sites in turns, and prints both tables, then each compare build
 * (A) against this build (B): the paired difference of when the menu opened, of the paints and
 * of the blocking time, with the signed-rank test's verdict. Settings: BENCH_TAP_ROUTES,
 * BENCH_TAP_OFFSETS (ms after the paint), BENCH_TAP_LOADS. Raw figures go to .bench/taps.json.
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import type {Http2SecureServer as Server} from 'node:http2';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {benchChromiumLaunchOptions} from '../tests/lib/chromium';
import {allRoutes} from '../tests/lib/spec';
import {compareBuilds, tapLoads, tapOffsets, tapRoutes} from './lib/bench-settings';
import {buildTwinSite, frameworks, pinnedPackages} from './lib/framework-twins';
import {loopbackOrigin, serveBuild} from './lib/serve-build.mjs';
import {describeTapVerdicts, loadHeading, loadTable, measureTaps, menus, tapHeading, tapLateness, tapTable, tapVerdicts, type TapSite} from './lib/taps';

const siteDir = path.resolve(__dirname, '..');
const benchDir = path.join(siteDir, '.bench');

/** Serves `dir` on a free port of loopback: this machine's fixed ports may be taken. */
async function serve(dir: string, servers: Server[]): Promise<string> {
  const server = await serveBuild(dir, 0);
  servers.push(server);
  return loopbackOrigin((server.address() as AddressInfo).port);
}

async function main(): Promise<void> {
  // Settings first: bad input stops the run before anything is built or started.
  const offsets = tapOffsets();
  const loads = tapLoads();
  const routes = tapRoutes(allRoutes);
  const compared = compareBuilds();
  const withFrameworks = process.env.BENCH_FRAMEWORKS !== '0';
  const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? path.join(siteDir, 'build'));
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`bench:taps: expected a build at ${buildDir}: run npm run build, or set BENCH_BUILD_DIR`);
  }
  const launch = benchChromiumLaunchOptions();
  mkdirSync(benchDir, {recursive: true});

  const servers: Server[] = [];
  const sites: TapSite[] = [{name: 'this build', origin: await serve(buildDir, servers), menu: menus.docusaurus}];
  for (const build of compared) sites.push({name: build.name, origin: await serve(build.dir, servers), menu: menus.docusaurus});
  for (const framework of withFrameworks ? frameworks : []) {
    console.log(`Building the twins with ${framework.name} (${pinnedPackages(framework)})…`);
    const twins = await buildTwinSite(framework, buildDir, benchDir);
    sites.push({name: framework.name, origin: await serve(twins.buildDir, servers), menu: menus[framework.id], routes: twins.routes});
  }

  const browser = await chromium.launch(launch);
  try {
    const run = await measureTaps(browser, sites, routes, offsets, loads, (line) => console.log(line));
    const names = sites.map((site) => site.name);
    console.log(`\n${tapHeading(offsets, routes, browser.version())}\n`);
    console.log(tapTable(run.taps, names));
    console.log(`\n${tapLateness(run.taps)}`);
    console.log(`\n${loadHeading(loads)}\n`);
    console.log(loadTable(run.loads, names));
    const verdicts: Record<string, ReturnType<typeof tapVerdicts>> = {};
    for (const build of compared) {
      console.log(`\n## Taps and loads A/B: ${build.name} (A, ${path.relative(siteDir, build.dir)}) against this build (B, ${path.relative(siteDir, buildDir)})\n`);
      verdicts[build.name] = tapVerdicts(run, build.name, 'this build');
      console.log(describeTapVerdicts(verdicts[build.name]!).join('\n'));
    }
    const file = path.join(benchDir, 'taps.json');
    writeFileSync(file, `${JSON.stringify({date: new Date().toISOString(), chromium: browser.version(), routes, offsets, loadsPerRoute: loads, sites: names, verdicts, ...run}, null, 2)}\n`);
    console.log(`\nRaw figures: ${path.relative(siteDir, file)}`);
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
