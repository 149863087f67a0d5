/**
 * The diagram draws what src/data names: every service and outside party has a box in
 * layout.ts, and every connection a route, so a service the toolkit adds fails here, naming the
 * file to change, before the build fails to render the page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {connections, outside} from '../../src/data/architecture';
import {services} from '../../src/data/services';
import {boxes, routes} from '../../src/components/ArchitectureDiagram/layout';

const layout = 'src/components/ArchitectureDiagram/layout.ts';

test(`every service and outside party has a box in ${layout}`, () => {
  const missing = [...services.map((svc) => svc.slug), ...Object.keys(outside)].filter((id) => !boxes[id]);
  assert.deepEqual(missing, [], `add a box for each to the boxes of ${layout}`);
});

test(`every connection of src/data/architecture.ts has a route in ${layout}`, () => {
  const missing = connections.map((c) => `${c.from}->${c.to}`).filter((key) => !routes[key]);
  assert.deepEqual(missing, [], `add a route for each to the routes of ${layout}`);
});
