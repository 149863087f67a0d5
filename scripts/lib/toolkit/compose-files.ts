/**
 * The toolkit's compose files, parsed with js-yaml: a file that does not parse becomes a
 * difference with its name and line, never a stack trace.
 */
import yaml from 'js-yaml';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {readToolkitFile} from './checkout';
import type {Difference} from './difference';

type Yaml = Record<string, unknown>;

export const baseFile = 'docker-compose.yml';
const servicesDir = 'docker/services';

type Loaded = {readonly doc: Yaml} | {readonly error: Difference} | {readonly missing: true};

/** A YAML file of the checkout as an object; a parse error becomes `file:line: reason`. */
export function loadYaml(root: string, file: string): Loaded {
  const text = readToolkitFile(root, file);
  if (text === null) return {missing: true};
  try {
    const doc = yaml.load(text, {filename: file});
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
      return {error: {kind: 'yaml', line: `${file}:1: expected a mapping at the top level`}};
    }
    return {doc: doc as Yaml};
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      return {error: {kind: 'yaml', line: `${file}:${error.mark.line + 1}: ${error.reason}`}};
    }
    throw error;
  }
}

/** The service files, `docker/services/docker-compose.<name>.yml`, sorted. */
export function serviceFiles(root: string): string[] {
  return readdirSync(path.join(root, servicesDir))
    .filter((name) => /^docker-compose\..+\.ya?ml$/.test(name))
    .sort()
    .map((name) => `${servicesDir}/${name}`);
}
