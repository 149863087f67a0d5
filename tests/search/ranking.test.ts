/**
 * Search ranks the page that answers a reader's query first: the query set
 * (tests/search/queries.ts) against the index of the production build (`npm run build` writes
 * build/search-index.json), through the engine the browser runs (src/lib/search/engine.ts).
 * A page rewrite that loses the words a query needs, a renamed heading, or a change to the
 * engine's weights fails here. The held-back queries are not held to the goal here: they
 * measure how far the weights carry (`npm run bench:search` prints them), and a threshold on
 * them would make them a second tuning set.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createEngine} from '../../src/lib/search/engine';
import type {SearchIndexFile} from '../../src/lib/search/index-file';
import {terms} from '../../src/lib/search/terms';
import {envVars} from '../../src/data/env';
import {evaluate, misses, outcome} from '../../scripts/lib/search/evaluate';
import {siteDir} from '../lib/docs';
import {heldBack, queries, type SearchQuery} from './queries';

const indexFile = path.join(siteDir, 'build', 'search-index.json');
const file = JSON.parse(readFileSync(indexFile, 'utf8')) as SearchIndexFile;
const engine = createEngine(file);

/** What the query set asks for (issue 66): the answering page first for 90% of the queries, and in the first three for every one. */
const goal = {hitAt1: 0.9};

const results = (query: SearchQuery) =>
  engine.search(query.query, 20).map((result) => ({path: result.path, heading: result.heading ?? null}));

test('every answer the query set names is a page and a heading of the index', () => {
  const sections = new Set(
    file.sections.map(([page, , heading]) => `${file.pages[page]![0]} › ${heading ?? '(top)'}`),
  );
  const missing = [...queries, ...heldBack]
    .flatMap((query) => [query, ...(query.also ?? [])])
    .map((answer) => `${answer.page} › ${answer.heading ?? '(top)'}`)
    .filter((answer) => !sections.has(answer));
  assert.deepEqual([...new Set(missing)], []);
});

test('the query set asks for every variable and answers every troubleshooting entry', () => {
  const asked = new Set([...queries, ...heldBack].filter((query) => query.kind === 'variable').flatMap((query) => terms(query.query)));
  assert.deepEqual(envVars.map((v) => v.name).filter((name) => !asked.has(name.toLowerCase())), []);
  const answered = new Set([...queries, ...heldBack].flatMap((query) => [query, ...(query.also ?? [])]).map((a) => `${a.page} › ${a.heading}`));
  const entries = file.sections
    .filter(([, , , parent]) => parent === 'Common problems' || parent === 'Troubleshooting')
    .map(([page, , heading]) => `${file.pages[page]![0]} › ${heading}`);
  assert.ok(entries.length > 0, 'the index holds no troubleshooting entry');
  assert.deepEqual(entries.filter((entry) => !answered.has(entry)), []);
});

test('the answering page is among the first three results of every query', () => {
  const late = queries.map((query) => outcome(query, results(query))).filter((o) => o.rank === 0 || o.rank > 3);
  assert.deepEqual(
    late.map((o) => `"${o.query.query}" → ${o.query.page} ranked ${o.rank || 'nowhere'}; first: ${o.top.join(', ')}`),
    [],
  );
});

test(`the answering page comes first for at least ${goal.hitAt1 * 100}% of the queries`, () => {
  const evaluation = evaluate(queries.map((query) => outcome(query, results(query))));
  assert.ok(
    evaluation.hitAt1 >= goal.hitAt1,
    `first for ${(evaluation.hitAt1 * 100).toFixed(1)}% of ${queries.length} queries; not first:\n${misses(evaluation).join('\n')}`,
  );
});
