/**
 * The short syntax of compose ports and volumes, `[ip:]host:container` and `source:target[:mode]`,
 * split at the colons that are not inside a `${…}` interpolation.
 */
import {interpolations} from './interpolation';

/** `${N8N_PORT:-5001}:5678` → [`${N8N_PORT:-5001}`, `5678`]. */
export function splitColons(spec: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < spec.length; i += 1) {
    if (spec[i] === '$' && spec[i + 1] === '{') {
      depth += 1;
      i += 1;
    } else if (spec[i] === '}' && depth > 0) {
      depth -= 1;
    } else if (spec[i] === ':' && depth === 0) {
      parts.push(spec.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(spec.slice(start));
  return parts;
}

/**
 * What identifies a port mapping across versions: the variable that sets its host port, or,
 * for a fixed port, its container port.
 */
export function portKey(spec: string): string {
  const parts = splitColons(spec.replace(/\/\w+$/, ''));
  const host = parts.length > 1 ? parts[parts.length - 2]! : '';
  const variable = interpolations(host)[0]?.name;
  return variable ?? `fixed ${parts[parts.length - 1]}`;
}

/** What identifies a volume mount: the path inside the container. */
export function mountKey(spec: string): string {
  const parts = splitColons(spec);
  return parts.length > 1 ? parts[1]! : parts[0]!;
}
