/**
 * A made-up service, "hypothetical", added to a copy of the site the way CONTRIBUTING.md's
 * "Task 2: follow a service the toolkit adds" says: a compose file, an `ENABLE_` line, a port
 * and a volume, which the bootstrap does not know (configure_env.sh and deploy_services.sh leave
 * it out). Each step edits one file of the copy; tests/unit/new-service.test.ts applies them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

export interface Step {
  /** The file the step changes or creates, relative to the site's root. */
  readonly file: string;
  /** Writes the change into the copy at `root`. */
  readonly apply: (root: string) => void;
}

/** Inserts `text` before the one occurrence of `anchor` in `file`; an anchor that moved fails here. */
function insertBefore(root: string, file: string, anchor: string, text: string): void {
  const full = path.join(root, file);
  const source = fs.readFileSync(full, 'utf8');
  assert.equal(source.split(anchor).length - 1, 1, `${file} holds ${JSON.stringify(anchor)} exactly once: update tests/lib/new-service.ts`);
  fs.writeFileSync(full, source.replace(anchor, `${text}${anchor}`));
}

const entry = `  {
    slug: 'hypothetical',
    composeKey: 'hypothetical',
    composeFile: 'hypothetical',
    name: 'Hypothetical',
    purpose: 'A made-up service that the new-service test adds to a copy of the data.',
    searchAliases: [],
    group: 'data',
    image: 'example/hypothetical:1.0',
    containerName: 'seiling-hypothetical',
    ports: [{host: 5099, container: 8000, variable: 'HYPOTHETICAL_PORT', protocol: 'http'}],
    enableFlag: 'ENABLE_HYPOTHETICAL',
    disabledName: 'Hypothetical',
    switchCheckedBy: 'compose',
    enabledByDefault: false,
    switchSources: {bootstrap: false, template: 'yes', compose: 'yes'},
    hasWebUi: false,
    volumes: [{source: 'hypothetical_data', kind: 'volume', mount: '/data'}],
    healthCheck: null,
    startCommand: 'hypothetical serve',
    dependsOn: [],
    traefik: null,
    upstreamDocs: 'https://example.com/hypothetical/docs',
  },
`;

const page = `---
id: hypothetical
title: Hypothetical
description: Run the made-up Hypothetical service that the new-service test adds, and find where it keeps its data.
---

Use this page to try the Hypothetical service on your own machine, to find where it keeps its data and to read its log when it misbehaves.

## What it does here

Hypothetical is a made-up service of the site's own tests.

## Facts

<ServiceFacts service="hypothetical" />

## First use

Open its address in your browser.

## Configuration

<ServiceEnv service="hypothetical" />

## Where data lives

<ServiceVolumes service="hypothetical" />

## From other services

No other service connects to it.

## Health check

<ServiceHealth service="hypothetical" />

## Common problems

### The page stays blank

**Symptom:** its address shows an empty page.

**Cause:** the made-up image has nothing to show.

**Fix:** look at its log:

\`\`\`bash norun="the made-up service of the new-service test has no image to run"
docker logs {{container:hypothetical}}
\`\`\`

## Upstream docs

Read its documentation upstream.
`;

/** The steps, in the guide's order. */
export const steps: readonly Step[] = [
  {
    file: 'src/data/services.ts',
    apply: (root) => insertBefore(root, 'src/data/services.ts', '];\n\n/** Tags that follow the upstream project', entry),
  },
  {
    file: 'src/data/env-template.ts',
    apply: (root) => {
      insertBefore(root, 'src/data/env-template.ts', "    ],\n  },\n  {\n    title: 'Host ports',", "      'ENABLE_HYPOTHETICAL',\n");
      insertBefore(root, 'src/data/env-template.ts', "    ],\n  },\n  {\n    title: 'Databases',", "      'HYPOTHETICAL_PORT',\n");
    },
  },
  {
    file: 'src/components/ArchitectureDiagram/layout.ts',
    apply: (root) => insertBefore(root, 'src/components/ArchitectureDiagram/layout.ts', '};\n\ntype Point', '  hypothetical: {x: 20, y: 620, w: W, h: H},\n'),
  },
  {
    file: 'docs/services/hypothetical.mdx',
    apply: (root) => fs.writeFileSync(path.join(root, 'docs/services/hypothetical.mdx'), page),
  },
];
