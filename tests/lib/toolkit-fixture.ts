/**
 * A small toolkit checkout written from src/data, for the drift check's tests: a base compose
 * file, one compose file per service, env-example.env, bootstrap.sh and configure_env.sh in the
 * shapes the toolkit uses, and a git repository. Built from the data, it matches the data exactly;
 * a test changes one value in it and expects exactly that difference.
 *
 * When it is written, each line a claim of the pages is tied to (scripts/lib/claims/ties.ts) is a
 * comment holding the tied text, at its line number, with the fixture's own lines around it in order.
 *
 * The compose short syntax of ports and volumes, and the services the bootstrap switches, come from
 * the check's own functions, so that one place builds each; check:toolkit on the real toolkit
 * (the drift workflow, and `npm run check:toolkit`) is what shows those functions right.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {envVar, envVars, fixedSettingsOf} from '../../src/data/env';
import {bootstrapScripts, scriptsDir, uiHelpers} from '../../src/data/bootstrap';
import {composeFilePath, composeNetwork, composeProject, namedVolumes, services, traefikRouterSettings, type Service} from '../../src/data/services';
import {toolkitVersion} from '../../src/data/site';
import {envTemplateNames} from '../../src/data/env-template';
import {ties} from '../../scripts/lib/claims/ties';
import {composeFallback} from '../../scripts/lib/toolkit/compare-env';
import {portSpec, volumeSpec} from '../../scripts/lib/toolkit/compare-service';
import {withFallback} from '../../scripts/lib/toolkit/interpolation';
import {bootstrapSh, configureEnvSh} from './toolkit-fixture-shell';

/** Path inside the checkout → file content. */
export type Tree = Map<string, string>;

const dump = (doc: unknown) => yaml.dump(doc, {lineWidth: -1});

function labels(svc: Service): string[] {
  const route = svc.traefik;
  if (!route) return [];
  const r = `traefik.http.routers.${route.router}`;
  const domain = envVar('BASE_DOMAIN_NAME');
  const host = route.subdomainVariable
    ? `\${${route.subdomainVariable}:-${route.subdomain}}.\${${domain.name}:-${domain.default}}`
    : `${route.subdomain}.\${${domain.name}}`;
  const backend = svc.ports.find((p) => p.container === route.backend);
  const port = backend?.containerFollowsVariable ? `\${${backend.variable}:-${backend.host}}` : String(route.backend);
  return [
    'traefik.enable=true',
    `${r}.rule=Host(\`${host}\`)`,
    `${r}.entrypoints=${traefikRouterSettings.entrypoint}`,
    `${r}.tls.certresolver=${traefikRouterSettings.certResolver}`,
    route.backend === 'api@internal' ? `${r}.service=api@internal` : `traefik.http.services.${route.router}.loadbalancer.server.port=${port}`,
  ];
}

/** The variables a service reads in `environment:`; ports and labels read the rest. */
function environment(svc: Service): string[] {
  const elsewhere = new Set([...svc.ports.map((p) => p.variable), svc.traefik?.subdomainVariable, svc.traefik ? 'BASE_DOMAIN_NAME' : undefined]);
  const reads = envVars
    .filter((v) => v.readers.includes(svc.slug) && !elsewhere.has(v.name))
    .map((v) => `${v.name}=${withFallback(v.name, composeFallback(v))}`);
  return [...fixedSettingsOf(svc.slug).map((s) => `${s.name}=${s.value}`), ...reads];
}

function serviceFile(svc: Service): string {
  const check = svc.healthCheck;
  const definition = {
    image: svc.image,
    container_name: svc.containerName,
    ...(svc.platform ? {platform: svc.platform} : {}),
    ...(svc.extraHosts ? {extra_hosts: [...svc.extraHosts]} : {}),
    environment: environment(svc),
    ports: svc.ports.map(portSpec),
    volumes: svc.volumes.map(volumeSpec),
    networks: [composeNetwork],
    ...(svc.dependsOn.length ? {depends_on: [...svc.dependsOn]} : {}),
    ...(check
      ? {
          healthcheck: {
            test: ['CMD-SHELL', check.test],
            interval: check.interval,
            timeout: check.timeout,
            retries: check.retries,
            ...(check.startPeriod ? {start_period: check.startPeriod} : {}),
          },
        }
      : {}),
    ...(svc.traefik ? {labels: labels(svc)} : {}),
    entrypoint: `sh -c 'if [ "$${svc.enableFlag}" = "yes" ] || [ "$${svc.enableFlag}" = "true" ]; then ${svc.startCommand}; else echo "off"; sleep infinity; fi'`,
  };
  return dump({services: {[svc.composeKey]: definition}});
}

/** Every file of a checkout that matches src/data. */
export function toolkitTree(): Tree {
  const tree: Tree = new Map();
  tree.set('docker-compose.yml', dump({
    name: composeProject,
    volumes: Object.fromEntries(namedVolumes.map((v) => [v, null])),
    networks: {[composeNetwork]: {driver: 'bridge'}},
  }));
  for (const svc of services) tree.set(composeFilePath(svc), serviceFile(svc));
  const template = envTemplateNames.map((name) => `${name}=${envVar(name).default}`);
  tree.set('env-example.env', `# Written by the drift check's tests\n${template.join('\n')}\n`);
  tree.set('bootstrap.sh', bootstrapSh());
  for (const script of bootstrapScripts) tree.set(`${scriptsDir}/${script.name}`, '#!/bin/bash\n');
  for (const helper of uiHelpers) tree.set(`${scriptsDir}/${helper.file}`, '#!/bin/bash\n');
  tree.set(`${scriptsDir}/configure_env.sh`, configureEnvSh());
  return tree;
}

/**
 * `tree` with each tied line as a `#` comment at its number, in the files the tree holds; two ties
 * of one line share it. Added when the checkout is written, after a test's own edits, so that an
 * edit never reaches a tied text and a removed line leaves the tied ones where they are.
 */
function withTiedLines(tree: Tree): Tree {
  const byFile = new Map<string, Map<number, string>>();
  for (const {file, line, text} of ties.flatMap((tie) => tie.lines)) {
    if (!tree.has(file)) continue;
    const at = byFile.get(file) ?? new Map<number, string>();
    if (!at.get(line)?.includes(text)) at.set(line, at.has(line) ? `${at.get(line)} ${text}` : `# ${text}`);
    byFile.set(file, at);
  }
  const written = new Map(tree);
  for (const [file, at] of byFile) {
    const own = tree.get(file)!.split('\n');
    const lines: string[] = [];
    for (let number = 1; number <= Math.max(...at.keys()); number += 1) lines.push(at.get(number) ?? own.shift() ?? '');
    written.set(file, [...lines, ...own].join('\n'));
  }
  return written;
}

/** `tree` with `from` replaced by `to` in one file; `from` must occur there exactly once. */
export function changed(tree: Tree, file: string, from: string, to: string): Tree {
  const text = tree.get(file);
  assert.ok(text !== undefined, `${file} is in the fixture`);
  assert.equal(text.split(from).length - 1, 1, `${file} holds ${JSON.stringify(from)} exactly once`);
  return new Map(tree).set(file, text.replace(from, to));
}

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, '-c', 'user.name=Fixture', '-c', 'user.email=fixture@example.com', ...args], {
    encoding: 'utf8',
    env: {...process.env, GIT_AUTHOR_DATE: '2025-09-01T12:00:00+00:00', GIT_COMMITTER_DATE: '2025-09-01T12:00:00+00:00'},
  }).trim();

/**
 * Writes `tree` into `dir` as a git checkout with one commit (no repository with `repository:
 * false`). With `atStatedCommit`, HEAD is then pointed at the commit the site states (git reads it;
 * the object itself is absent), the way a checkout of that commit answers `git rev-parse HEAD`.
 */
export function writeCheckout(dir: string, tree: Tree, {atStatedCommit = true, repository = true} = {}): void {
  for (const [file, text] of withTiedLines(tree)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  if (!repository) return;
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'fixture');
  if (atStatedCommit) writeFileSync(path.join(dir, '.git', 'HEAD'), `${toolkitVersion.commit}\n`);
}

/** The fixture's own commit, for the test of a changed commit. */
export const headOf = (dir: string): string => git(dir, 'rev-parse', 'HEAD');
