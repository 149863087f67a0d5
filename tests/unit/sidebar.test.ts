import {test} from 'node:test';
import assert from 'node:assert/strict';
import sidebars from '../../sidebars';
import {services} from '../../src/data/services';
import {readDocs} from '../lib/docs';
import {spec, userGuideId} from '../lib/spec';

type Item = string | {type: string; id?: string; label?: string; items?: Item[]};

function docIds(items: readonly Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc' && item.id) return [item.id];
    return item.items ? docIds(item.items) : [];
  });
}

const items = sidebars.docs as unknown as Item[];

test('there is one sidebar, called docs', () => {
  assert.deepEqual(Object.keys(sidebars), ['docs']);
});

test('the sidebar covers every doc except the user guide, each once', async () => {
  const inSidebar = docIds(items);
  const docs = (await readDocs()).map((doc) => doc.id);
  assert.equal(new Set(inSidebar).size, inSidebar.length, 'a doc appears twice');
  assert.deepEqual(
    [...inSidebar].sort(),
    docs.filter((id) => id !== userGuideId).sort(),
  );
  assert.ok(!inSidebar.includes(userGuideId));
});

test('the first item is the intro page, labelled with a house emoji', () => {
  assert.deepEqual(items[0], {type: 'doc', id: 'intro', label: spec.introLabel});
});

test('then Getting Started, Services and Resources, in that order, all collapsible', () => {
  const categories = items.slice(1) as {type: string; label: string; collapsible?: boolean}[];
  assert.deepEqual(categories.map((c) => c.label), ['Getting Started', 'Services', 'Resources']);
  for (const category of categories) {
    assert.equal(category.type, 'category');
    assert.notEqual(category.collapsible, false);
  }
});

test('Services starts with the overview and groups every service', () => {
  const servicesCategory = items[2] as {items: Item[]};
  assert.equal(servicesCategory.items[0], 'services/overview');
  const grouped = docIds(servicesCategory.items.slice(1));
  assert.deepEqual([...grouped].sort(), services.map((svc) => `services/${svc.slug}`).sort());
});
