#!/usr/bin/env node
/**
 * A bounded load run against a served build, from its own process: autocannon with a
 * fixed number of connections for a fixed time, cycling through every page and every
 * other file of the build. Prints one JSON object: counts, statuses, throughput
 * and latency percentiles.
 * Usage: node scripts/load.mjs <origin> <build dir> [seconds=20] [connections=50]
 */
import path from 'node:path';
import autocannon from 'autocannon';
import {staticHostFiles} from './lib/host-config.mjs';
import {filesUnder} from './lib/precompress.mjs';

const [origin, buildArg, seconds = '20', connections = '50'] = process.argv.slice(2);
if (!origin || !buildArg) {
  console.error('usage: load.mjs <origin> <build dir> [seconds] [connections]');
  process.exit(2);
}
const buildDir = path.resolve(buildArg);

// Pages by their bare path, every other file (assets, images, sitemap, search index) by its
// own; precompressed copies are reached through Accept-Encoding, not by name. The static
// hosts' configuration files are in the build but not served, so they are left out.
const notServed = new Set(['/404.html', ...Object.values(staticHostFiles).map((name) => `/${name}`)]);
const paths = [];
for await (const file of filesUnder(buildDir)) {
  const rel = `/${path.relative(buildDir, file).split(path.sep).join('/')}`;
  if (/\.(gz|br)$/.test(rel) || notServed.has(rel)) continue;
  if (rel.endsWith('.html')) paths.push(rel === '/index.html' ? '/' : rel.slice(0, -'.html'.length));
  else paths.push(rel);
}
paths.sort();

const result = await autocannon({
  url: origin,
  connections: Number(connections),
  duration: Number(seconds),
  headers: {'accept-encoding': 'br, gzip'},
  requests: paths.map((p) => ({method: 'GET', path: p})),
});

const statuses = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
);
process.stdout.write(
  `${JSON.stringify({
    paths: paths.length,
    connections: result.connections,
    seconds: result.duration,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    requestsPerSecond: {mean: result.requests.average, p50: result.requests.p50, min: result.requests.min},
    megabytesPerSecond: Math.round((result.throughput.average / 1024 / 1024) * 10) / 10,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
  })}\n`,
);
