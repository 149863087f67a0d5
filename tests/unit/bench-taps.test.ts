/**
 * The tap measurement's pure parts (scripts/lib/taps.ts, scripts/lib/bench-settings.ts): the
 * tables it prints from given loads, the blocking time, the A/B's pairing, and its settings, whose bad values name
 * the variable and stop `npm run bench:taps` with a non-zero exit before it measures anything.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {test} from 'node:test';
import {compareBuilds, defaultTapLoads, defaultTapOffsets, tapLoads, tapOffsets, tapRoutes} from '../../scripts/lib/bench-settings';
import {blockingTime, loadTable, openTimeoutMs, tapLateness, tapTable, tapVerdicts, type LoadResult, type TapResult} from '../../scripts/lib/taps';

const siteDir = path.resolve(__dirname, '..', '..');

const tap = (site: string, offsetMs: number, fcp: number, tapAt: number, openedAt: number | null): TapResult => ({
  site,
  route: '/docs/intro',
  offsetMs,
  fcp,
  tapAt,
  openedAt,
});

const load = (site: string, round: number, fcp: number, lcp: number, blockingMs: number): LoadResult => ({
  site,
  route: '/docs/intro',
  round,
  fcp,
  lcp,
  blockingMs,
});

test('the table gives each site its median paint, earliest open, median delay and lost taps, in the order given', () => {
  const results = [
    tap('ours', 0, 1400, 1500, null),
    tap('Starlight', 0, 1300, 1400, 2020),
    tap('ours', 1000, 1600, 2500, 3180),
    tap('Starlight', 1000, 1360, 2350, 2400),
    tap('ours', 2000, 1500, 3600, 3700),
  ];
  const lines = tapTable(results, ['ours', 'Starlight', 'VitePress']).split('\n');
  assert.equal(lines[0], '| site | FCP median | menu opens at the earliest | median delay tap → open | taps that did nothing (of N) |');
  // ours: paints 1400, 1600, 1500; opens at 3180 and 3700, 680 and 100 ms after their taps.
  assert.equal(lines[2], '| ours | 1.50 s | 3.18 s | 0.39 s | 1 of 3 |');
  // Starlight: paints 1300 and 1360; opens at 2020 and 2400, 620 and 50 ms after their taps.
  assert.equal(lines[3], '| Starlight | 1.33 s | 2.02 s | 0.34 s | 0 of 2 |');
  assert.equal(lines[4], '| VitePress | n/a | never | n/a | 0 of 0 |');
  assert.equal(lines.length, 5);
});

test('the lateness line says how long after their set time the taps landed', () => {
  // Set at 0, 1000 and 2000 ms after the paint, landing 100, 0 and 250 ms after that.
  const results = [tap('ours', 0, 1400, 1500, null), tap('ours', 1000, 1500, 2500, null), tap('ours', 2000, 1500, 3750, null)];
  assert.equal(tapLateness(results), 'The taps reached the pages a median 100 ms after their set time (at most 250 ms).');
});

test('a site none of whose taps worked reads "never"', () => {
  const lines = tapTable([tap('before', 0, 1700, 1800, null), tap('before', 200, 1700, 2000, null)], ['before']).split('\n');
  assert.equal(lines[2], '| before | 1.70 s | never | n/a | 2 of 2 |');
});

test('the A/B pairs taps by route and offset, and a tap that did nothing ranks later than any that worked', () => {
  // B's taps open 10 ms to 12 s after A's, or not at all: later in every pair.
  const results: TapResult[] = [];
  for (let i = 0; i < 8; i += 1) {
    const tapAt = 2000 + i * 200;
    results.push(tap('A', i * 200, 1500, tapAt, tapAt + 100));
    results.push(tap('B', i * 200, 1500, tapAt, i % 2 ? null : tapAt + 110 + i));
  }
  const v = tapVerdicts({taps: results, loads: []}, 'A', 'B');
  assert.equal(v.openedAt.pairs, 8);
  assert.equal(v.openedAt.verdict, 'B higher');
  // The four lost taps count as opening at the end of their wait, openTimeoutMs after the tap.
  assert.equal(v.openedAt.medianDifference, (openTimeoutMs - 100 + (110 + 6 - 100)) / 2);
  assert.equal(v.fcp.verdict, 'no difference shown');
});

test("the blocking time counts each long task's part after the paint and before the end, beyond 50 ms", () => {
  const tasks: [number, number][] = [
    [500, 300], // before the paint at 1000: not counted
    [900, 200], // 100 ms after the paint: 50
    [1200, 50], // exactly 50 ms: 0
    [2000, 120], // 70
    [4950, 200], // 50 ms before the end at 5000: 0
    [6000, 500], // after the end: not counted
  ];
  assert.equal(blockingTime(1000, tasks, 5000), 50 + 70);
  assert.equal(blockingTime(1000, [], 5000), 0);
});

test('the table of loads without a tap gives each site its median paints and blocking time, in the order given', () => {
  const loads = [load('ours', 0, 1500, 1700, 80), load('ours', 1, 1600, 1800, 150), load('ours', 2, 1400, 1650, 60), load('Starlight', 0, 1300, 1400, 0)];
  const lines = loadTable(loads, ['ours', 'Starlight', 'VitePress']).split('\n');
  assert.equal(lines[0], '| site | FCP median | LCP median | blocking time median | loads |');
  assert.equal(lines[2], '| ours | 1.50 s | 1.70 s | 80 ms | 3 |');
  assert.equal(lines[3], '| Starlight | 1.30 s | 1.40 s | 0 ms | 1 |');
  assert.equal(lines[4], '| VitePress | n/a | n/a | n/a | 0 |');
});

test('the A/B pairs loads without a tap by route and round', () => {
  // B blocks 60–67 ms less than A in every round; its LCP is A's, and a round B lacks is left out.
  const loads: LoadResult[] = [];
  for (let round = 0; round < 8; round += 1) {
    loads.push(load('A', round, 1500, 1700, 140 + round));
    loads.push(load('B', round, 1500, 1700, 80));
  }
  loads.push(load('A', 8, 1500, 1700, 0));
  const v = tapVerdicts({taps: [], loads}, 'A', 'B');
  assert.equal(v.blocking.pairs, 8);
  assert.equal(v.blocking.verdict, 'B lower');
  assert.equal(v.blocking.medianDifference, -63.5);
  assert.equal(v.lcp.verdict, 'no difference shown');
  assert.equal(v.openedAt.pairs, 0);
});

test('BENCH_TAP_LOADS defaults to 5 loads per route and site, and takes a whole number', () => {
  assert.equal(defaultTapLoads, 5);
  assert.equal(tapLoads(undefined), 5);
  assert.equal(tapLoads(' 0 '), 0);
  assert.equal(tapLoads('12'), 12);
  for (const bad of ['-1', '2.5', 'five', '1,2']) {
    assert.throws(() => tapLoads(bad), (error: Error) => error.message.startsWith('BENCH_TAP_LOADS: ') && error.message.includes(`got "${bad}"`), bad);
  }
});

test('BENCH_TAP_OFFSETS defaults to 0 to 4 s after the paint in steps of 200 ms, and takes whole milliseconds', () => {
  assert.equal(defaultTapOffsets.length, 21);
  assert.deepEqual([defaultTapOffsets[0], defaultTapOffsets[1], defaultTapOffsets[20]], [0, 200, 4000]);
  assert.deepEqual(tapOffsets(undefined), defaultTapOffsets);
  assert.deepEqual(tapOffsets('0, 1000,2000'), [0, 1000, 2000]);
  for (const bad of ['0,1s', '-200', '1.5', '0,,200']) {
    assert.throws(() => tapOffsets(bad), (error: Error) => error.message.startsWith('BENCH_TAP_OFFSETS: ') && error.message.includes('got "'), bad);
  }
});

test('BENCH_TAP_ROUTES names a route that is not the site\'s', () => {
  assert.deepEqual(tapRoutes(['/docs/intro', '/docs/services/n8n'], '/docs/services/n8n'), ['/docs/services/n8n']);
  assert.throws(() => tapRoutes(['/docs/intro'], '/docs/intro,/docs/nope'), /^Error: BENCH_TAP_ROUTES: "\/docs\/nope" is not a route of the site/);
});

test('BENCH_COMPARE names an entry without a name or a folder', () => {
  assert.deepEqual(compareBuilds(undefined), []);
  assert.throws(() => compareBuilds('before'), /^Error: BENCH_COMPARE: expected name=dir, got "before"$/);
  assert.throws(() => compareBuilds(`before=${siteDir}/no-such-build`), /^Error: BENCH_COMPARE: before: expected a build/);
});

test('npm run bench:taps stops on a bad BENCH_TAP_OFFSETS with a non-zero exit, naming it, before it measures', () => {
  const result = spawnSync(path.join(siteDir, 'node_modules', '.bin', 'tsx'), ['scripts/bench-taps.ts'], {
    cwd: siteDir,
    encoding: 'utf8',
    // Were the settings read late, the run would stop at the missing build, not measure.
    env: {...process.env, BENCH_TAP_OFFSETS: '0,1s', BENCH_FRAMEWORKS: '0', BENCH_BUILD_DIR: path.join(siteDir, 'no-such-build')},
  });
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /BENCH_TAP_OFFSETS: expected whole milliseconds separated by commas \(0,200,1000\), got "1s"/);
});
