/**
 * Checks of what the doc pages contain: the sections every service page must have, and that no
 * page types a value that src/data holds (it must come through a component or a fact token).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readDocs} from '../lib/docs';
import {serviceSlugs} from '../lib/spec';
import {composeFilePath, composeProject, services} from '../../src/data/services';
import {tokenPattern} from '../../src/data/tokens';

/** The h2 sections of a service page, in order (issue 3). */
const serviceSections = [
  'What it does here',
  'Facts',
  'First use',
  'Configuration',
  'Where data lives',
  'From other services',
  'Health check',
  'Common problems',
  'Upstream docs',
];

/** The h2 headings of a page body, outside code fences. */
function headings(body: string, level: number): string[] {
  const prefix = `${'#'.repeat(level)} `;
  return withoutCode(body)
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim());
}

function withoutCode(body: string): string {
  return body.replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1/gm, '');
}

test('every service page has the required sections, in order', async () => {
  const docs = await readDocs();
  for (const slug of serviceSlugs) {
    const doc = docs.find((d) => d.id === `services/${slug}`);
    assert.ok(doc, `services/${slug} exists`);
    const h2 = headings(doc.body, 2).filter((heading) => serviceSections.includes(heading));
    assert.deepEqual(h2, serviceSections, `services/${slug}: h2 sections`);
  }
});

test('every service page renders its facts, variables, volumes and health check from the data', async () => {
  const docs = await readDocs();
  for (const slug of serviceSlugs) {
    const body = docs.find((d) => d.id === `services/${slug}`)!.body;
    for (const component of ['ServiceFacts', 'ServiceEnv', 'ServiceVolumes', 'ServiceHealth']) {
      assert.match(body, new RegExp(`<${component} service="${slug}" />`), `services/${slug}: <${component}>`);
    }
  }
});

test('headings are unique on every page', async () => {
  for (const doc of await readDocs()) {
    const all = [2, 3, 4].flatMap((level) => headings(doc.body, level));
    const repeated = all.filter((heading, i) => all.indexOf(heading) !== i);
    assert.deepEqual(repeated, [], `${doc.id}: repeated headings`);
  }
});

/** Values the data holds, which a page must never type itself. */
const heldValues: {value: RegExp; what: string}[] = [
  ...services.map((svc) => ({value: new RegExp(`\\b${svc.containerName}\\b(?!-)`), what: `container name ${svc.containerName}`})),
  ...services.map((svc) => ({value: new RegExp(svc.image.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')), what: `image ${svc.image}`})),
  {value: new RegExp(`\\b${composeProject}_[a-z]`), what: 'a full volume name'},
  ...services.map((svc) => ({value: new RegExp(composeFilePath(svc).replace(/\./g, '\\.')), what: `the compose file of ${svc.name}`})),
  ...services.flatMap((svc) =>
    svc.ports.map((p) => ({value: new RegExp(`localhost:${p.host}\\b`), what: `the host URL of ${svc.name}`})),
  ),
];

test('no page types a container name, image, volume name or host URL that the data holds', async () => {
  for (const doc of await readDocs()) {
    // Tokens are the sanctioned way to show these values; they are not typed values.
    const text = doc.body.replace(tokenPattern, '');
    for (const {value, what} of heldValues) {
      const match = value.exec(text);
      const line = match ? text.slice(0, match.index).split('\n').length : 0;
      assert.equal(match, null, `${doc.id} (body line ${line}): types ${what}; use a fact token or a component`);
    }
  }
});

test('the held-value check catches typed values and lets tokens through', () => {
  const find = (text: string) => heldValues.filter(({value}) => value.test(text.replace(tokenPattern, ''))).map((v) => v.what);
  assert.deepEqual(find('Run docker logs seiling-n8n now.'), ['container name seiling-n8n']);
  assert.deepEqual(find('Open http://localhost:5001 in a browser.'), ['the host URL of n8n']);
  assert.deepEqual(find('Back up seiling-buidlbox_postgres_data.'), ['a full volume name']);
  assert.deepEqual(find('Run `docker logs {{container:n8n}}` and open `{{host:n8n}}`.'), []);
  assert.deepEqual(find('cd seiling-buidlbox && bash bootstrap.sh'), []);
});

test('pages draw no Markdown tables: tables come from the data, through DataTable', async () => {
  for (const doc of await readDocs()) {
    const rows = withoutCode(doc.body).split('\n').filter((line) => /^\s*\|.*\|\s*$/.test(line));
    assert.deepEqual(rows, [], `${doc.id}: a Markdown table; render it from src/data with a component`);
  }
});
