import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes `text` to `file` whole or not at all: into a file beside it, then renamed over it.
 * Docusaurus runs the plugins' `postBuild` hooks at the same time, and some read the pages
 * another rewrites; a reader must see the old page or the new one, never a truncated one.
 */
export function writeWhole(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}
