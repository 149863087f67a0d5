/**
 * The tap measurement of `npm run bench` and `npm run bench:taps`: what a reader on a phone
 * feels. Each load runs under Lighthouse's mobile conditions applied for real in Chromium (CPU
 * 4× slower, slow 4G, 412 px wide, touch); the reader taps the menu button once, a set time
 * after the first contentful paint, and the page records whether the menu opens, and when.
 * Other loads go without a tap and count the page's blocking time, as Lighthouse counts it.
 */
import type {Browser, Page} from '@playwright/test';
import {describeVerdict, median, pairedVerdict, type Pair, type PairedVerdict} from './paired-test';

/**
 * Lighthouse 12's mobile throttling as its "devtools" method applies it: `throttling.mobileSlow4G`
 * of its config/constants.js (defined in @paulirish/trace_engine's lantern/simulation/Constants.js),
 * and its mobile screen (MOTOGPOWER_EMULATION_METRICS there).
 */
export const mobileConditions = {
  cpuSlowdown: 4,
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  screen: {width: 412, height: 823, deviceScaleFactor: 1.75},
} as const;

/**
 * How long a load may take to paint, how long a tap is given to open the menu, and how long a
 * load without a tap is watched after its load event.
 */
const fcpTimeoutMs = 30_000;
export const openTimeoutMs = 8_000;
export const settleMs = 4_000;

/** A task longer than this blocks input for the rest of its length (Lighthouse's TBT). */
const blockingThresholdMs = 50;

/**
 * A site's phone menu: the button a reader taps, and a CSS selector that matches as soon as the
 * menu is open.
 */
export interface Menu {
  readonly button: string;
  readonly open: string;
}

export const menus = {
  // The theme adds navbar-sidebar--show to the navbar when its toggle opens the drawer; before
  // hydration, early-taps marks the root while it shows the docs sidebar as the drawer.
  docusaurus: {button: '.navbar__toggle', open: '.navbar.navbar-sidebar--show, html[data-early-menu]'},
  // The custom element's button; its script sets aria-expanded and marks the body.
  starlight: {
    button: 'starlight-menu-button button',
    open: 'starlight-menu-button button[aria-expanded="true"], body[data-mobile-menu-expanded]',
  },
  // VitePress renders .VPNavScreen only while the menu is open.
  vitepress: {button: '.VPNavBarHamburger', open: '.VPNavBarHamburger[aria-expanded="true"], .VPNavScreen'},
} as const satisfies Record<string, Menu>;

/** A site the taps are measured on. */
export interface TapSite {
  readonly name: string;
  readonly origin: string;
  readonly menu: Menu;
  /** The routes it has a page for; every route when absent. */
  readonly routes?: ReadonlySet<string>;
}

/** One load with one tap. Times are in ms from the navigation's start (the page's performance.now()). */
export interface TapResult {
  site: string;
  route: string;
  /** The tap's set time after the first contentful paint. */
  offsetMs: number;
  fcp: number;
  /** When the tap reached the page (the event's timeStamp, whenever its listener ran). */
  tapAt: number;
  /** When the menu was first seen open; null when it did not open within openTimeoutMs of the tap. */
  openedAt: number | null;
}

/** One load without a tap. Times are in ms from the navigation's start. */
export interface LoadResult {
  site: string;
  route: string;
  /** The turn it was made in: the loads of one route and round are the A/B's pairs. */
  round: number;
  fcp: number;
  lcp: number;
  /** See blockingTime. */
  blockingMs: number;
}

/**
 * Lighthouse's total blocking time, counted from the page's own long tasks ([start, duration]):
 * each task's part between the first contentful paint and `endMs`, beyond 50 ms. Lighthouse
 * simulates the tasks of an unthrottled load; these ran under the throttling.
 */
export function blockingTime(fcp: number, tasks: readonly (readonly [number, number])[], endMs: number): number {
  let sum = 0;
  for (const [start, duration] of tasks) {
    const clipped = Math.min(start + duration, endMs) - Math.max(start, fcp);
    if (clipped > blockingThresholdMs) sum += clipped - blockingThresholdMs;
  }
  return sum;
}

/**
 * Runs in each page before its own scripts: records the first contentful paint, the largest
 * one, the long tasks, the time of the first touch (its event's timeStamp: a busy main thread
 * runs the listener late, the time stays the tap's), and the first time the menu's open
 * selector matches. The document itself is observed: documentElement may not exist yet when
 * this runs.
 */
const recorder = (open: string): string => `(() => {
  const record = (window.__tap = {fcp: null, lcp: null, tasks: [], tapAt: null, openedAt: null});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({type: 'paint', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.tasks.push([entry.startTime, entry.duration]);
  }).observe({type: 'longtask', buffered: true});
  const onTap = (event) => {
    if (record.tapAt === null) record.tapAt = event.timeStamp;
  };
  window.addEventListener('pointerdown', onTap, {capture: true, passive: true});
  window.addEventListener('touchstart', onTap, {capture: true, passive: true});
  const observer = new MutationObserver(() => {
    if (record.openedAt === null && document.querySelector(${JSON.stringify(open)})) {
      record.openedAt = performance.now();
      observer.disconnect();
      console.debug('__tap opened');
    }
  });
  observer.observe(document, {subtree: true, attributes: true, childList: true});
})();`;

interface Recorded {
  fcp: number | null;
  lcp: number | null;
  tasks: [number, number][];
  tapAt: number | null;
  openedAt: number | null;
}

const readRecord = (page: Page): Promise<Recorded> => page.evaluate('window.__tap') as Promise<Recorded>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/** A fresh context (no cache) at Lighthouse's phone size, with touch. */
async function phonePage(browser: Browser, open: string): Promise<Page> {
  const {width, height, deviceScaleFactor} = mobileConditions.screen;
  const context = await browser.newContext({viewport: {width, height}, deviceScaleFactor, isMobile: true, hasTouch: true});
  await context.addInitScript(recorder(open));
  return context.newPage();
}

/**
 * The centre of the menu button, read in an unthrottled load after the page's scripts have run,
 * where a tap must open the menu: a site whose button or open selector is wrong stops here,
 * naming them, before any timed load.
 */
export async function menuButtonCentre(browser: Browser, url: string, site: TapSite): Promise<{x: number; y: number}> {
  const page = await phonePage(browser, site.menu.open);
  try {
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForLoadState('networkidle');
    const box = await page.locator(site.menu.button).first().boundingBox();
    if (!box) throw new Error(`${site.name}: no visible menu button "${site.menu.button}" at ${url}`);
    const centre = {x: box.x + box.width / 2, y: box.y + box.height / 2};
    if ((await readRecord(page)).openedAt !== null) throw new Error(`${site.name}: "${site.menu.open}" matches before any tap at ${url}`);
    await page.touchscreen.tap(centre.x, centre.y);
    await page.waitForFunction('window.__tap.openedAt !== null', undefined, {timeout: 5_000}).catch(() => {
      throw new Error(`${site.name}: a tap on "${site.menu.button}" after the load did not make "${site.menu.open}" match at ${url}`);
    });
    return centre;
  } finally {
    await page.context().close();
  }
}

/** A phone page (phonePage) under mobileConditions: CPU and network throttled through CDP. */
async function throttledPage(browser: Browser, site: TapSite) {
  const page = await phonePage(browser, site.menu.open);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: mobileConditions.cpuSlowdown});
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: mobileConditions.latencyMs,
    // CDP takes bytes per second.
    downloadThroughput: Math.floor((mobileConditions.downloadKbps * 1024) / 8),
    uploadThroughput: Math.floor((mobileConditions.uploadKbps * 1024) / 8),
  });
  return {page, cdp};
}

/**
 * One load of `url` under mobileConditions, with one tap at `at` (the menu button's centre)
 * `offsetMs` after the first contentful paint. Node learns of the paint from Chromium's
 * lifecycle event, which needs nothing of the page's busy main thread.
 */
export async function measureTap(browser: Browser, url: string, site: TapSite, at: {x: number; y: number}, offsetMs: number): Promise<Omit<TapResult, 'site' | 'route' | 'offsetMs'>> {
  const {page, cdp} = await throttledPage(browser, site);
  try {
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', {enabled: true});
    const painted = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${site.name}: no first contentful paint within ${fcpTimeoutMs} ms at ${url}`)), fcpTimeoutMs);
      cdp.on('Page.lifecycleEvent', (event) => {
        if (event.name !== 'firstContentfulPaint') return;
        clearTimeout(timer);
        resolve(event.timestamp * 1000 - monotonicMs());
      });
    });
    let opened: () => void = () => {};
    const openedSeen = new Promise<void>((resolve) => (opened = resolve));
    page.on('console', (message) => {
      if (message.text() === '__tap opened') opened();
    });

    await page.goto(url, {waitUntil: 'commit'});
    // The event's timestamp (seconds) and Node's hrtime read the system's monotonic clock, so
    // the wait counts from the paint itself; a gap outside 0–5 s means they do not, and the
    // wait counts from the event's arrival.
    const paintedAgo = -(await painted);
    await sleep(offsetMs - (paintedAgo >= 0 && paintedAgo < 5_000 ? paintedAgo : 0));
    await page.touchscreen.tap(at.x, at.y);
    await Promise.race([openedSeen, sleep(openTimeoutMs)]);
    const record = await readRecord(page);
    if (record.fcp === null) throw new Error(`${site.name}: the page reported no first contentful paint at ${url}`);
    if (record.tapAt === null) throw new Error(`${site.name}: the tap at (${at.x}, ${at.y}) never reached the page at ${url}`);
    if (record.openedAt !== null && record.openedAt < record.tapAt) {
      throw new Error(`${site.name}: "${site.menu.open}" matched before the tap at ${url}`);
    }
    const openedAt = record.openedAt !== null && record.openedAt - record.tapAt <= openTimeoutMs ? record.openedAt : null;
    return {fcp: record.fcp, tapAt: record.tapAt, openedAt};
  } finally {
    await page.context().close();
  }
}

/**
 * One load of `url` under mobileConditions without a tap: its paints, and its blocking time
 * until settleMs after its load event.
 */
export async function measureLoad(browser: Browser, url: string, site: TapSite): Promise<Omit<LoadResult, 'site' | 'route' | 'round'>> {
  const {page} = await throttledPage(browser, site);
  try {
    await page.goto(url, {waitUntil: 'load', timeout: fcpTimeoutMs});
    await sleep(settleMs);
    const record = await readRecord(page);
    if (record.fcp === null || record.lcp === null) throw new Error(`${site.name}: the page reported no first or largest contentful paint at ${url}`);
    const loaded = (await page.evaluate('performance.getEntriesByType("navigation")[0].loadEventEnd')) as number;
    return {fcp: record.fcp, lcp: record.lcp, blockingMs: Math.round(blockingTime(record.fcp, record.tasks, loaded + settleMs))};
  } finally {
    await page.context().close();
  }
}

/** What measureTaps measured: the loads with a tap, and those without. */
export interface TapRun {
  taps: TapResult[];
  loads: LoadResult[];
}

/**
 * Every offset on every route, then `loads` loads without a tap, the sites in turns: per
 * route and turn each site loads once, each turn starting one site later than the one before,
 * so that no site always goes first and the machine's drift weighs on all alike.
 */
export async function measureTaps(
  browser: Browser,
  sites: readonly TapSite[],
  routes: readonly string[],
  offsets: readonly number[],
  loads: number,
  log: (line: string) => void = () => {},
): Promise<TapRun> {
  const centres = new Map<string, {x: number; y: number}>();
  for (const site of sites) {
    for (const route of routes) {
      if (site.routes && !site.routes.has(route)) continue;
      centres.set(`${site.name} ${route}`, await menuButtonCentre(browser, site.origin + route, site));
    }
  }
  const run: TapRun = {taps: [], loads: []};
  let turn = 0;
  for (const route of routes) {
    const here = sites.filter((site) => !site.routes || site.routes.has(route));
    log(`Taps: ${route}, ${offsets.length} offsets and ${loads} loads without a tap × ${here.map((site) => site.name).join(', ')}`);
    const turns = [...offsets, ...Array.from({length: loads}, () => null)];
    for (const [index, offsetMs] of turns.entries()) {
      for (let step = 0; step < here.length; step += 1) {
        const site = here[(turn + step) % here.length]!;
        const url = site.origin + route;
        try {
          if (offsetMs === null) run.loads.push({site: site.name, route, round: index - offsets.length, ...(await measureLoad(browser, url, site))});
          else run.taps.push({site: site.name, route, offsetMs, ...(await measureTap(browser, url, site, centres.get(`${site.name} ${route}`)!, offsetMs))});
        } catch (error) {
          // One failed load is left out (the tables' N shows it) rather than the whole run.
          log(`Taps: not measured: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      turn += 1;
    }
  }
  return run;
}

// ---------------------------------------------------------------------------- printing

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');

/** The heading the benches print above the tap table: what was measured, and in which browser. */
export function tapHeading(offsets: readonly number[], routes: readonly string[], chromiumVersion: string): string {
  return (
    `## Taps on the menu button, ${offsets.length} per route and site (${offsets.join(', ')} ms after the first contentful paint), ` +
    `routes ${routes.join(', ')}; Lighthouse's mobile conditions applied: CPU ×4, slow 4G, 412 px, touch; Chromium ${chromiumVersion}`
  );
}

/** The heading the benches print above the table of loads without a tap. */
export function loadHeading(loads: number): string {
  return (
    `## Loads without a tap, ${loads} per route and site, the same routes and conditions: blocking time as Lighthouse counts it, ` +
    `from the page's own long tasks (each one's part after the first contentful paint, beyond ${blockingThresholdMs} ms, until ${settleMs / 1000} s after the load event)`
  );
}

/** The table of loads without a tap, one row per site in the order given: medians of the paints and of the blocking time. */
export function loadTable(loads: readonly LoadResult[], siteNames: readonly string[]): string {
  const rows = siteNames.map((name) => {
    const mine = loads.filter((r) => r.site === name);
    return [
      name,
      seconds(median(mine.map((r) => r.fcp))),
      seconds(median(mine.map((r) => r.lcp))),
      mine.length ? `${Math.round(median(mine.map((r) => r.blockingMs)))} ms` : 'n/a',
      String(mine.length),
    ];
  });
  const columns = ['site', 'FCP median', 'LCP median', 'blocking time median', 'loads'];
  return [columns, columns.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

/**
 * The table, one row per site in the order given: median first contentful paint, the earliest
 * time a tap opened the menu (ms from the navigation's start), the median delay from a tap to
 * the open menu over the taps that opened it, and the taps that did nothing.
 */
export function tapTable(results: readonly TapResult[], siteNames: readonly string[]): string {
  const rows = siteNames.map((name) => {
    const mine = results.filter((r) => r.site === name);
    const opened = mine.filter((r) => r.openedAt !== null);
    const earliest = opened.length ? Math.min(...opened.map((r) => r.openedAt!)) : NaN;
    return [
      name,
      seconds(median(mine.map((r) => r.fcp))),
      opened.length ? seconds(earliest) : 'never',
      opened.length ? seconds(median(opened.map((r) => r.openedAt! - r.tapAt))) : 'n/a',
      `${mine.length - opened.length} of ${mine.length}`,
    ];
  });
  const columns = ['site', 'FCP median', 'menu opens at the earliest', 'median delay tap → open', 'taps that did nothing (of N)'];
  return [columns, columns.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

/**
 * What an A/B of two builds says: the first working tap and the first contentful paint, over
 * the taps; the blocking time and the largest contentful paint, over the loads without a tap.
 */
export interface TapVerdicts {
  openedAt: PairedVerdict;
  fcp: PairedVerdict;
  blocking: PairedVerdict;
  lcp: PairedVerdict;
}

/**
 * Build A's figures against build B's. Taps pair by route and offset (the same turn): when the
 * menu opened, a tap that did nothing counting as opening at the end of its wait (later than
 * any tap that worked), and the first contentful paint. Loads without a tap pair by route and
 * round.
 */
export function tapVerdicts(run: TapRun, a: string, b: string): TapVerdicts {
  const tapKey = (r: TapResult) => `${r.route} ${r.offsetMs}`;
  const tapsOfB = new Map(run.taps.filter((r) => r.site === b).map((r) => [tapKey(r), r]));
  const opened = (r: TapResult) => r.openedAt ?? r.tapAt + openTimeoutMs;
  const pairs = {openedAt: [] as Pair[], fcp: [] as Pair[], blocking: [] as Pair[], lcp: [] as Pair[]};
  for (const ra of run.taps.filter((r) => r.site === a)) {
    const rb = tapsOfB.get(tapKey(ra));
    if (!rb) continue;
    pairs.openedAt.push({route: ra.route, a: opened(ra), b: opened(rb)});
    pairs.fcp.push({route: ra.route, a: ra.fcp, b: rb.fcp});
  }
  const loadKey = (r: LoadResult) => `${r.route} ${r.round}`;
  const loadsOfB = new Map(run.loads.filter((r) => r.site === b).map((r) => [loadKey(r), r]));
  for (const ra of run.loads.filter((r) => r.site === a)) {
    const rb = loadsOfB.get(loadKey(ra));
    if (!rb) continue;
    pairs.blocking.push({route: ra.route, a: ra.blockingMs, b: rb.blockingMs});
    pairs.lcp.push({route: ra.route, a: ra.lcp, b: rb.lcp});
  }
  return {
    openedAt: pairedVerdict(pairs.openedAt),
    fcp: pairedVerdict(pairs.fcp),
    blocking: pairedVerdict(pairs.blocking),
    lcp: pairedVerdict(pairs.lcp),
  };
}

/** The A/B's verdicts as the benches print them. */
export function describeTapVerdicts(v: TapVerdicts): string[] {
  const tapPairs = "A's and B's loads of the same route and offset";
  const loadPairs = "A's and B's loads without a tap of the same route and round";
  return [
    `- ${describeVerdict('Menu open (a tap that did nothing counts as open at the end of its wait)', 'ms', v.openedAt, tapPairs)}`,
    `- ${describeVerdict('FCP', 'ms', v.fcp, tapPairs)}`,
    `- ${describeVerdict('Blocking time', 'ms', v.blocking, loadPairs)}`,
    `- ${describeVerdict('LCP', 'ms', v.lcp, loadPairs)}`,
  ];
}

/**
 * How late the taps landed after their set time: the page's main thread can hold back
 * Chromium's report of the paint, and a tap set at 0 ms cannot land before Node hears of it.
 */
export function tapLateness(results: readonly TapResult[]): string {
  const late = results.map((r) => r.tapAt - r.fcp - r.offsetMs);
  if (late.length === 0) return 'No tap was measured.';
  return `The taps reached the pages a median ${Math.round(median(late))} ms after their set time (at most ${Math.round(Math.max(...late))} ms).`;
}
