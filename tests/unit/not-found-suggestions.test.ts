import assert from 'node:assert/strict';
import {test} from 'node:test';
import {editDistance, suggest} from '../../src/theme/NotFound/Content/suggest';
import {docRoutes} from '../lib/spec';

const candidates = docRoutes.map((path) => ({path, title: path.split('/').pop()!.replace(/-/g, ' ')}));

test('edit distance counts insertions, deletions and substitutions', () => {
  assert.equal(editDistance('', ''), 0);
  assert.equal(editDistance('n8n', 'n8n'), 0);
  assert.equal(editDistance('n8m', 'n8n'), 1);
  assert.equal(editDistance('service', 'services'), 1);
  assert.equal(editDistance('kitten', 'sitting'), 3);
});

test('a mistyped path finds the page that was meant, first', () => {
  const cases: Array<[string, string]> = [
    ['/docs/service/n8n', '/docs/services/n8n'],
    ['/docs/n8n', '/docs/services/n8n'],
    ['/docs/services/n8m', '/docs/services/n8n'],
    ['/docs/quickstart', '/docs/getting-started/quick-start'],
    ['/docs/getting-started/configration', '/docs/getting-started/configuration'],
    ['/docs/mcp', '/docs/services/sei-mcp'],
    ['/docs/Traefik.html', '/docs/services/traefik'],
    ['/docs/intro/', '/docs/intro'],
    ['/docs/n8m', '/docs/services/n8n'],
    ['/docs/services/sei', '/docs/services/sei-mcp'],
    ['/docs/servces/redis', '/docs/services/redis'],
    ['/docs/services/cambrain', '/docs/services/cambrian'],
    ['/services/ollma', '/docs/services/ollama'],
  ];
  for (const [typed, meant] of cases) assert.equal(suggest(typed, candidates)[0]?.path, meant, typed);
});

test('at most five suggestions, and none for a path like no page', () => {
  assert.ok(suggest('/docs/services/x', candidates).length <= 5);
  assert.deepEqual(suggest('/zzzzzzzzzzzzzzzzzz/qqqqqqqqqqqqq', candidates), []);
});

test('the /docs/ every page shares does not make a page look close', () => {
  // "/docs/n8m" and "/docs/intro" share six characters, all of them the docs' own prefix.
  assert.ok(!suggest('/docs/n8m', candidates).some((page) => page.path === '/docs/intro'));
  assert.deepEqual(suggest('/docs/foo', candidates), []);
  assert.deepEqual(suggest('/docs/wallet', candidates), []);
});

test('a path that is not valid percent-encoding still gets an answer', () => {
  assert.doesNotThrow(() => suggest('/docs/%E0%A4%A', candidates));
});
