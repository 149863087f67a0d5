/**
 * Run inside a copy of the site by tests/unit/new-service.test.ts: prints, as JSON, what the
 * site derives from that copy's data, so the test can compare it with the real data's.
 * `node --import tsx tests/lib/new-service-probe.ts <scratch folder>`
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import sidebars from '../../sidebars';
import ArchitectureDiagram from '../../src/components/ArchitectureDiagram';
import {counts} from '../../src/data/counts';
import {envTemplateNames} from '../../src/data/env-template';
import {servicesOf} from '../../src/lib/env-builder/choices';
import {profiles} from '../../src/data/profiles';
import {checkToolkit} from '../../scripts/lib/toolkit/check';
import {catalogue} from '../../scripts/lib/procedures/catalogue';
import {docRoutes} from './spec';
import {toolkitTree, writeCheckout} from './toolkit-fixture';

const scratch = process.argv[2]!;

function render(element: React.ReactElement): {html: string} | {error: string} {
  try {
    return {html: renderToStaticMarkup(element)};
  } catch (error) {
    return {error: (error as Error).message};
  }
}

type Item = string | {label?: string; items?: Item[]};
const categories = (items: readonly Item[]): Record<string, string[]> =>
  Object.fromEntries(
    items.flatMap((item) => (typeof item === 'string' || !item.items ? [] : [[item.label ?? '', item.items.filter((i): i is string => typeof i === 'string')], ...Object.entries(categories(item.items))])),
  );

const tree = toolkitTree();
const dir = path.join(scratch, 'toolkit');
fs.mkdirSync(dir, {recursive: true});
writeCheckout(dir, tree);
const result = checkToolkit(dir);

const counted = catalogue.flatMap((procedure) =>
  (procedure.expect ?? []).flatMap((e) => (e.kind === 'count' ? [{id: procedure.id, says: e.says, running: e.running}] : [])),
);

console.log(
  JSON.stringify({
    counts,
    sidebar: categories(sidebars.docs as unknown as Item[]),
    docRoutes,
    envTemplateNames,
    defaultProfileServices: servicesOf(profiles[0]!),
    diagram: render(React.createElement(ArchitectureDiagram)),
    toolkitFiles: Object.fromEntries(tree),
    toolkitCheck: 'differences' in result ? result.differences.map((d) => d.line) : result,
    counted,
  }),
);
