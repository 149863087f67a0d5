/**
 * The compose files against src/data/services.ts: the base file's project name, volumes and
 * network; which services exist and in which file; then each service (compare-service.ts) and its
 * Traefik labels (traefik-labels.ts).
 */
import {composeFilePath, composeNetwork, composeProject, namedVolumes, services, type Service} from '../../../src/data/services';
import {differs, differsList, none, onlyInDocs, onlyInToolkit, unreadable, type Difference} from './difference';
import {servicesOf, type ToolkitService} from './compose';
import {baseFile, loadYaml, serviceFiles} from './compose-files';
import {compareService} from './compare-service';
import {compareTraefik} from './traefik-labels';

export interface ComposeReading {
  readonly differences: readonly Difference[];
  /** Every service the compose files define, with the data service it matches, if any. */
  readonly services: readonly {readonly toolkit: ToolkitService; readonly docs?: Service}[];
  /** Files that could not be parsed: their services are neither compared nor reported missing. */
  readonly brokenFiles: ReadonlySet<string>;
}

const keys = (value: unknown): string[] => (value && typeof value === 'object' ? Object.keys(value) : []);

export function compareCompose(root: string): ComposeReading {
  const differences: Difference[] = [];
  const brokenFiles = new Set<string>();
  /** Named volumes the files declare, with the first file that declares each. */
  const declaredVolumes = new Map<string, string>();

  const base = loadYaml(root, baseFile);
  if ('error' in base) {
    differences.push(base.error);
    brokenFiles.add(baseFile);
  } else if ('doc' in base) {
    const name = base.doc.name === undefined ? none : String(base.doc.name);
    if (name !== composeProject) differences.push(differs('project', 'compose project', 'name', composeProject, name, baseFile));
    differences.push(...differsList('project', 'compose project', 'networks', [composeNetwork], keys(base.doc.networks).sort(), baseFile));
    for (const volume of keys(base.doc.volumes)) declaredVolumes.set(volume, baseFile);
  }

  const found: ToolkitService[] = [];
  for (const file of serviceFiles(root)) {
    const loaded = loadYaml(root, file);
    if ('error' in loaded) {
      differences.push(loaded.error);
      brokenFiles.add(file);
    } else if ('doc' in loaded) {
      if (!loaded.doc.services || typeof loaded.doc.services !== 'object') {
        differences.push(unreadable(file, 'its services', 'a top-level services: mapping'));
        brokenFiles.add(file);
      }
      found.push(...servicesOf(loaded.doc, file));
      for (const volume of keys(loaded.doc.volumes)) if (!declaredVolumes.has(volume)) declaredVolumes.set(volume, file);
    }
  }

  const matched: {toolkit: ToolkitService; docs?: Service}[] = [];
  for (const svc of services) {
    const file = composeFilePath(svc);
    const toolkit =
      found.find((candidate) => candidate.file === file && candidate.key === svc.composeKey) ??
      found.find((candidate) => candidate.key === svc.composeKey);
    if (toolkit) {
      if (toolkit.file !== file) {
        differences.push(differs('service', `service ${svc.slug}`, 'compose file', file, toolkit.file, 'the toolkit'));
      }
      differences.push(...compareService(svc, toolkit), ...compareTraefik(svc, toolkit));
      matched.push({toolkit, docs: svc});
    } else if (!brokenFiles.has(file)) {
      differences.push(onlyInDocs('service', `service ${svc.slug}`, `compose service ${svc.composeKey}`, file));
    }
  }
  for (const toolkit of found) {
    if (matched.some((m) => m.toolkit === toolkit)) continue;
    differences.push(onlyInToolkit('service', `service ${toolkit.key}`, `compose service ${toolkit.key}`, toolkit.file));
    matched.push({toolkit});
  }

  if (!brokenFiles.size) {
    const expected = new Set(namedVolumes);
    for (const volume of expected) {
      if (!declaredVolumes.has(volume)) differences.push(onlyInDocs('project', `volume ${volume}`, 'a named volume', 'the volumes: of any compose file'));
    }
    for (const [volume, file] of declaredVolumes) {
      if (!expected.has(volume)) differences.push(onlyInToolkit('project', `volume ${volume}`, 'declared', file));
    }
  }
  return {differences, services: matched, brokenFiles};
}
