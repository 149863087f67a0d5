/**
 * The pieces of search that do not need a build: how text becomes terms, how a built page is
 * cut into sections, how the index is written and read back, and what the engine does with
 * synonyms, prefixes and typos. tests/search/ranking.test.ts measures the whole on the build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import MiniSearch from 'minisearch';
import {terms} from '../../src/lib/search/terms';
import {createEngine, miniSearchOptions, type SectionDocument} from '../../src/lib/search/engine';
import {encodeTerms, miniSearchObject, type SearchIndexFile} from '../../src/lib/search/index-file';
import {pageSections} from '../../plugins/search/sections';
import {buildIndex, type IndexedPage} from '../../plugins/search/build-index';

test('a name is a term whole and by its parts; common words go, plurals become singular', () => {
  assert.deepEqual(terms('Set WEBUI_AUTH in the .env'), ['set', 'webui_auth', 'webui', 'auth', 'env']);
  assert.deepEqual(terms('health_check.sh'), ['health_check.sh', 'health', 'check', 'sh']);
  assert.deepEqual(terms('Back up volumes'), ['back', 'up', 'volume']);
  assert.deepEqual(terms('Policies'), ['policy']);
});

test('an address, a path or a version is found by its parts, not kept whole', () => {
  assert.deepEqual(terms('connect ECONNREFUSED 127.0.0.1:5432'), ['connect', 'econnrefused', '127', '5432']);
  assert.deepEqual(terms('/data/shared'), ['data', 'shared']);
});

test('a word that ends in s without being a plural keeps it, and an apostrophe joins', () => {
  assert.deepEqual(terms('HTTPS on macOS'), ['https', 'macos']);
  assert.deepEqual(terms('Redis status'), ['redis', 'status']);
  assert.deepEqual(terms('Let’s Encrypt can\'t'), ['let', 'encrypt', 'cant']);
});

const page = (body: string) =>
  `<html><body><article><div class="theme-doc-markdown markdown"><header><h1>Redis</h1></header>${body}</div></article></body></html>`;

test('a page is cut at its h2 and h3 headings, each with its anchor, an h3 under its h2', async () => {
  const html = page(
    '<p>Opening words.</p>' +
      '<h2 id="facts">Facts<a class="hash-link" href="#facts">#</a></h2><p>Port <code>6379</code>.</p>' +
      '<h3 id="wrongpass">WRONGPASS after a change</h3><p>The <strong>old</strong> password.</p><ul><li>one</li><li>two</li></ul>',
  );
  assert.deepEqual(await pageSections(html, {path: '/docs/services/redis', title: 'Redis'}), [
    {path: '/docs/services/redis', text: 'Opening words.', sentences: ['Opening words.']},
    {path: '/docs/services/redis', anchor: 'facts', heading: 'Facts', headingLevel: 2, text: 'Port 6379.', sentences: ['Port 6379.']},
    {
      path: '/docs/services/redis',
      anchor: 'wrongpass',
      heading: 'WRONGPASS after a change',
      headingLevel: 3,
      parent: 'Facts',
      text: 'The old password. one two',
      sentences: ['The old password.', 'one', 'two'],
    },
  ]);
});

test('a section is cut into sentences for its snippet: at each full stop and each block; a line of code stays whole', async () => {
  const html = page(
    '<h2 id="login">Login</h2><p>Set it in the <code>.env</code>. Then run\nthe script, e.g. <code>deploy_services.sh</code>!</p>' +
      '<ul><li>First item<ul><li>Nested item</li></ul></li><li>Second item</li></ul>' +
      '<pre><code><span class="token-line">docker ps<br></span><span class="token-line">sed -i "s|^AUTH=. *|AUTH=x|" .env</span></code></pre>' +
      '<table><tbody><tr><th>WEBUI_AUTH</th><td>Turns the login on.</td></tr>' +
      '<tr id="env-webui-auth"><th scope="row"><code>WEBUI_AUTH</code> <span>secret</span></th><td>True</td><td>Keeps the login on. Leave it.</td></tr></tbody></table>',
  );
  const [section, row] = await pageSections(html, {path: '/docs/x', title: 'X'});
  assert.deepEqual(section!.sentences, [
    'Set it in the .env.',
    'Then run the script, e.g. deploy_services.sh!',
    'First item',
    'Nested item',
    'Second item',
    'docker ps',
    'sed -i "s|^AUTH=. *|AUTH=x|" .env',
    'WEBUI_AUTH',
    'Turns the login on.',
  ]);
  assert.deepEqual(row!.sentences, ['True', 'Keeps the login on.', 'Leave it.'], 'a row’s sentences, without the cell that names it');
});

test('a table row with an id is a section of its own, named by the name in its header cell, or by the next cell after a rank', async () => {
  const html = page(
    '<h3 id="switches">Service switches</h3><table><tbody>' +
      '<tr id="env-enable-ollama"><th scope="row"><code>ENABLE_<wbr>OLLAMA</code><span class="tag">secret</span></th><td>Turns Ollama on.</td></tr>' +
      '<tr id="risk-one"><th scope="row">1</th><td><code>WEBUI_AUTH</code> = False</td><td>Login is off.</td></tr>' +
      '<tr><td>A row without an id</td></tr></tbody></table><p>After the table.</p>',
  );
  const sections = await pageSections(html, {path: '/docs/x', title: 'X'});
  assert.deepEqual(
    sections.map(({anchor, heading, parent, text}) => ({anchor, heading, parent, text})),
    [
      {anchor: 'switches', heading: 'Service switches', parent: undefined, text: 'A row without an id After the table.'},
      {anchor: 'env-enable-ollama', heading: 'ENABLE_OLLAMA', parent: 'Service switches', text: 'ENABLE_OLLAMA secret Turns Ollama on.'},
      {anchor: 'risk-one', heading: 'WEBUI_AUTH = False', parent: 'Service switches', text: '1 WEBUI_AUTH = False Login is off.'},
    ],
  );
});

const documents: SectionDocument[] = [
  {id: 0, title: 'Redis', heading: 'Redis', text: 'A key-value store. Redis keeps the n8n queue.', aliases: 'kv'},
  {id: 1, title: 'Redis', heading: 'WRONGPASS after a password change', text: 'The client sends the old password again and again.', aliases: ''},
  {id: 2, title: 'Deployment', heading: 'HTTPS with Caddy', text: 'Caddy asks Let’s Encrypt for a certificate.', aliases: ''},
  {id: 3, title: 'Deployment', heading: 'Backups', text: 'Archive every volume with tar.', aliases: ''},
];

test('the index read back from its file ranks exactly as the MiniSearch index it was written from', () => {
  const original = new MiniSearch<SectionDocument>(miniSearchOptions);
  original.addAll(documents);
  const file = {
    sections: documents.map((d) => [d.id] as const),
    fields: miniSearchOptions.fields,
    terms: encodeTerms(original.toJSON().index),
  } as unknown as SearchIndexFile;
  const restored = MiniSearch.loadJS<SectionDocument>(miniSearchObject(file), miniSearchOptions);
  const searchOptions = {prefix: true, fuzzy: 0.2, boost: {heading: 2}};
  for (const query of ['password', 'redis queue', 'caddy', 'volum', 'pasword']) {
    const strip = (results: ReturnType<typeof original.search>) => results.map(({id, score, terms: matched}) => ({id, score: score.toFixed(9), matched}));
    assert.deepEqual(strip(restored.search(query, searchOptions)), strip(original.search(query, searchOptions)), query);
  }
});

const pages: IndexedPage[] = [
  {
    path: '/docs/services/redis',
    title: 'Redis',
    description: 'Run Redis.',
    sections: [
      {path: '/docs/services/redis', text: 'Redis keeps the n8n queue.'},
      {path: '/docs/services/redis', anchor: 'health-check', heading: 'Health check', headingLevel: 2, text: 'redis-cli ping answers PONG.'},
      {path: '/docs/services/redis', anchor: 'wrongpass', heading: 'WRONGPASS after a password change', headingLevel: 3, text: 'The old password.'},
    ],
  },
  {
    path: '/docs/getting-started/deployment',
    title: 'Deployment',
    description: 'Deploy it.',
    sections: [
      {path: '/docs/getting-started/deployment', anchor: 'https-with-caddy', heading: 'HTTPS with Caddy', headingLevel: 2, text: 'Caddy gets a certificate.'},
      {path: '/docs/getting-started/deployment', anchor: 'health-check', heading: 'Health check', headingLevel: 2, text: 'Run health_check.sh.'},
      {path: '/docs/getting-started/deployment', anchor: 'port-in-use', heading: 'Port is already allocated', headingLevel: 3, text: 'Another program listens there.'},
    ],
  },
];

const index = (options: Partial<Parameters<typeof buildIndex>[1]> = {}) =>
  buildIndex(pages, {aliases: [], synonyms: [], weights: {}, ...options});

test('an alias or a page weight that points to no built page or heading stops the build, naming it', () => {
  assert.throws(() => index({aliases: [{page: '/docs/services/redis', heading: 'No such heading', words: ['x']}]}), /\/docs\/services\/redis › "No such heading", which no built page has \(src\/data\/search\.ts\)/);
  assert.throws(() => index({aliases: [{page: '/docs/nowhere', words: ['x']}]}), /points to \/docs\/nowhere, which no built page has/);
  assert.throws(() => index({weights: {'/docs/nowhere': 0.5}}), /a page weight names \/docs\/nowhere, which no built page has/);
});

test('an alias finds its section, a synonym finds the word it stands for, the last word is a prefix, a long word survives a typo', () => {
  const engine = createEngine(
    index({
      aliases: [{page: '/docs/getting-started/deployment', heading: 'HTTPS with Caddy', words: ['lets encrypt']}],
      synonyms: [['conflict', 'allocated']],
    }),
  );
  const first = (query: string) => {
    const [result] = engine.search(query);
    return result && `${result.path}#${result.anchor ?? ''}`;
  };
  assert.equal(first('lets encrypt'), '/docs/getting-started/deployment#https-with-caddy');
  assert.equal(first('port conflict'), '/docs/getting-started/deployment#port-in-use');
  assert.equal(first('wrongp'), '/docs/services/redis#wrongpass');
  assert.equal(first('pasword'), '/docs/services/redis#wrongpass');
  assert.equal(first('redis'), '/docs/services/redis#', 'the page’s opening, headed by its title');
  assert.deepEqual(engine.search('the of'), [], 'nothing but common words finds nothing');
});

test('a heading that several pages share counts as text: the page that uses it for its own subject comes first', () => {
  const shared = [...pages, ...['a', 'b'].map((name) => ({
    path: `/docs/services/${name}`,
    title: name,
    description: '',
    sections: [{path: `/docs/services/${name}`, anchor: 'health-check', heading: 'Health check', headingLevel: 2 as const, text: 'ping'}],
  }))];
  const file = buildIndex(shared, {aliases: [], synonyms: [], weights: {}});
  const headingField = file.fields.indexOf('heading');
  const line = file.terms.split('\n').find((l) => l.startsWith('health\t'))!;
  assert.ok(!line.split('\t')[1]!.split(';').some((posting) => posting.startsWith(`${headingField}:`)), line);
});
