#!/usr/bin/env node
/**
 * One Lighthouse 12 run (mobile preset) in Debian's Chromium, printed as JSON on stdout.
 * Usage: node scripts/lib/lighthouse-run.mjs <url> <chromium path> [chromium flags…]
 *
 * It runs in plain Node, apart from the benchmark, because Lighthouse sends some of its
 * functions to the page as source text: a TypeScript loader (tsx) rewrites those
 * functions and the page cannot run them.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [url, chromePath, ...chromeFlags] = process.argv.slice(2);
if (!url || !chromePath) {
  console.error('usage: lighthouse-run.mjs <url> <chromium path> [flags…]');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({chromePath, chromeFlags});
try {
  const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'});
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const {lhr} = result;
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, category]) => [id, category.score]),
  );
  const audit = (id) => lhr.audits[id] ?? {};
  process.stdout.write(
    JSON.stringify({
      runtimeError: lhr.runtimeError ?? null,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      scores,
      timings: {
        fcp: audit('first-contentful-paint').numericValue,
        lcp: audit('largest-contentful-paint').numericValue,
        tbt: audit('total-blocking-time').numericValue,
        cls: audit('cumulative-layout-shift').numericValue,
      },
      requests: audit('network-requests').details?.items ?? [],
      failed: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id),
    }),
  );
} finally {
  await chrome.kill();
}
