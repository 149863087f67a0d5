import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {test as base, expect, type Locator, type Page, type Request} from '@playwright/test';

export interface PageWatch {
  /** Console errors and uncaught exceptions, in order. */
  readonly errors: string[];
  /** Requests to any origin other than the page's own (data: and blob: excepted). */
  readonly foreignRequests: string[];
}

/** The requests of each page still waiting for an answer, and when that set last changed. */
const networks = new WeakMap<Page, {pending: Set<Request>; changed: number}>();

/**
 * Keeps count of the page's idle callbacks still to run (`requestIdleCallback`), for
 * `waitForIdleWork`. Runs in the page before its own scripts.
 */
function countIdleWork(): void {
  const waiting = new Set<number>();
  const request = window.requestIdleCallback.bind(window);
  const cancel = window.cancelIdleCallback.bind(window);
  Object.assign(window, {idleWorkWaiting: waiting});
  window.requestIdleCallback = (callback, options) => {
    const handle = request((deadline) => {
      waiting.delete(handle);
      callback(deadline);
    }, options);
    waiting.add(handle);
    return handle;
  };
  window.cancelIdleCallback = (handle) => {
    waiting.delete(handle);
    cancel(handle);
  };
}

/**
 * Every test gets `watch`: what went wrong on the page, and where it tried to reach. Its `page`
 * keeps count of its requests in flight, for `waitForQuietNetwork`, and of its idle callbacks still
 * to run, for `waitForIdleWork`.
 */
export const test = base.extend<{watch: PageWatch}>({
  page: async ({page}, use) => {
    const network = {pending: new Set<Request>(), changed: Date.now()};
    const settle = (request: Request) => {
      network.pending.delete(request);
      network.changed = Date.now();
    };
    page.on('request', (request) => {
      network.pending.add(request);
      network.changed = Date.now();
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    networks.set(page, network);
    await page.addInitScript(countIdleWork);
    await use(page);
  },
  watch: async ({page, baseURL}, use) => {
    const origin = new URL(baseURL!).origin;
    const watch: PageWatch = {errors: [], foreignRequests: []};
    page.on('console', (message) => {
      if (message.type() === 'error') watch.errors.push(message.text());
    });
    page.on('pageerror', (error) => watch.errors.push(`${error.name}: ${error.message}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.origin !== origin) watch.foreignRequests.push(request.url());
    });
    await use(watch);
  },
});

export {expect};

export interface Connection {
  readonly saveData: boolean;
  readonly effectiveType: string;
}

/** Pretend the reader's browser reports this connection (navigator.connection). */
export async function emulateConnection(page: Page, connection: Connection): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, value});
  }, connection);
}

/** Pretend the reader's browser asks to save data (navigator.connection.saveData). */
export function emulateSaveData(page: Page): Promise<void> {
  return emulateConnection(page, {saveData: true, effectiveType: '4g'});
}

/**
 * The search box in the navbar: a textbox while the placeholder stands in for it, a combobox
 * once the reader has reached for it and the real box has loaded (src/theme/SearchBar).
 */
export function navbarSearch(page: Page): Locator {
  const navbar = page.getByRole('navigation', {name: 'Main'});
  return navbar.getByRole('textbox', {name: 'Search'}).or(navbar.getByRole('combobox', {name: 'Search'}));
}

/** Holds every request for the site's scripts until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds the request for search's sentences (the file the results' snippets come from,
 * src/lib/search/text-file.ts) until the returned function is called.
 */
export async function holdSearchText(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-text.json', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Lets the sentences held by `holdSearchText` come, and resolves once `results` show them:
 * once the results mark more words than their headings alone did.
 */
export async function releaseSearchText(results: Locator, release: () => void): Promise<void> {
  const before = await results.locator('mark').count();
  release();
  await expect.poll(() => results.locator('mark').count(), 'the results show their sentences').toBeGreaterThan(before);
}

/**
 * Resolves once React has hydrated the page (Docusaurus marks the root element then). A wait for
 * a state, not a measure of speed (`npm run bench` measures that): it allows 20 s, because on a busy
 * machine the longest page took more than expect's default 5 s to hydrate.
 */
export async function waitForHydration(page: Page, options: {timeout: number} = {timeout: 20_000}): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', options);
}

/**
 * Resolves once the page has had no request in flight for `quietFor` ms. Unlike
 * `waitForLoadState('networkidle')`, which resolves at once when the page was idle once since it
 * loaded, this waits out what starts later: the prefetches of links in view,
 * which come after hydration. A wait for a state, allowed 20 s as `waitForHydration` is.
 */
export async function waitForQuietNetwork(page: Page, {quietFor = 500, timeout = 20_000} = {}): Promise<void> {
  const network = networks.get(page);
  if (!network) throw new Error('waitForQuietNetwork needs the page of the `test` exported by tests/e2e/fixtures.ts');
  await expect
    .poll(() => network.pending.size === 0 && Date.now() - network.changed >= quietFor, {
      message: `the page had no request in flight for ${quietFor} ms`,
      timeout,
      intervals: [100],
    })
    .toBe(true);
}

/**
 * Resolves once what the page does on its own after load is done: no idle callback is left to run
 * (the prefetches of the links in view, which wait for idle time), and then no request has been in flight for 500 ms. A wait for a state, allowed 20 s
 * as `waitForHydration` is.
 */
export async function waitForIdleWork(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {idleWorkWaiting?: Set<number>}).idleWorkWaiting?.size ?? -1), {
      message: 'idle callbacks still to run (-1: not counted, the page is not the fixture\'s)',
      timeout: 20_000,
    })
    .toBe(0);
  await waitForQuietNetwork(page);
}

/** Elements `outer` finds, and elements `inner` finds inside them: how many of each React hydrated. */
export interface Hydrated {
  outer: number;
  hydratedOuter: number;
  inner: number;
  hydratedInner: number;
}

/**
 * Which of the page's elements React hydrated: it marks each node it hydrates with its fiber (a
 * `__reactFiber$` key on the node), and leaves markup it did not create (dangerouslySetInnerHTML)
 * unmarked.
 */
export function hydrated(page: Page, outer: string, inner: string): Promise<Hydrated> {
  return page.locator(outer).evaluateAll((elements, innerSelector) => {
    const isHydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    const inside = elements.flatMap((element) => Array.from(element.querySelectorAll(innerSelector)));
    return {
      outer: elements.length,
      hydratedOuter: elements.filter(isHydrated).length,
      inner: inside.length,
      hydratedInner: inside.filter(isHydrated).length,
    };
  }, inner);
}

/**
 * Records every layout shift of the page from its start (an init script, so before any of the
 * page's own scripts), each with what moved, where from and where to; `layoutShifts` reads them.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as {shiftLog: {shift: number; moved: string[]}};
    record.shiftLog = {shift: 0, moved: []};
    type Shift = PerformanceEntry & {value: number; sources: Array<{node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}>};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        record.shiftLog.shift += entry.value;
        for (const source of entry.sources) {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          const {previousRect: from, currentRect: to} = source;
          record.shiftLog.moved.push(`${element?.tagName.toLowerCase() ?? 'a node that is gone'} ${from.width}×${from.height} at ${from.x},${from.y} → ${to.x},${to.y} (${entry.value.toFixed(6)})`);
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The page's layout shifts so far (recordLayoutShifts): their summed score and what moved. */
export function layoutShifts(page: Page): Promise<{shift: number; moved: string[]}> {
  return page.evaluate(() => (window as unknown as {shiftLog: {shift: number; moved: string[]}}).shiftLog);
}

/**
 * The least shift a reader notices on the first screen, as a layout-shift score: one line of the
 * page's body text, across the column, moving down by 3 px. A shift's score is the share of the
 * viewport that the moved boxes cover, before and after the move, times the move's distance over
 * the viewport's longer side (the Layout Instability API's definition, which CLS sums). At
 * 412 × 823 a 380 × 26.4 px line moved by 3 px scores 0.00012. A smaller score is a move of
 * something smaller than a line of text: a busy machine once produced 0.0000248 on sei-mcp, where
 * skipping the first screen's blocks made 0.040.
 */
export async function leastNoticeableShift(page: Page): Promise<number> {
  const smallestMove = 3;
  return page.locator('.theme-doc-markdown > p').first().evaluate((paragraph, move) => {
    const line = {width: paragraph.clientWidth, height: parseFloat(getComputedStyle(paragraph).lineHeight)};
    const impact = (line.width * (line.height + move)) / (innerWidth * innerHeight);
    return impact * (move / Math.max(innerWidth, innerHeight));
  }, smallestMove);
}

/**
 * Serves the site from the test's server, except that each page's HTML is sent in two
 * pieces: up to where `cut` first matches, and the rest `pause` ms later, or, without a
 * pause, when the test calls `release` (once the browser has painted what it has, which on a
 * busy machine can take longer than any fixed pause). That is what a slow network or a busy
 * phone does to a page.
 */
export async function servePieces(origin: string, cut: RegExp, pause?: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(origin + request.url, {headers: {'accept-encoding': 'identity'}});
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    const at = type.startsWith('text/html') ? body.toString('latin1').search(cut) : body.length;
    if (at < 0) {
      response.writeHead(500, {'content-type': 'text/plain'});
      return response.end(`no ${cut} in the HTML of ${request.url}`);
    }
    response.writeHead(upstream.status, {'content-type': type, 'cache-control': 'no-store'});
    if (at === body.length) return response.end(body);
    response.write(body.subarray(0, at));
    if (pause !== undefined) setTimeout(release, pause);
    await released;
    response.end(body.subarray(at));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const {port} = server.address() as AddressInfo;
  return {origin: `http://127.0.0.1:${port}`, release, close: () => new Promise((closed) => server.close(closed))};
}
