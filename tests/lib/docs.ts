import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

export const siteDir = path.resolve(__dirname, '../..');
export const docsDir = path.join(siteDir, 'docs');

export interface DocFile {
  /** Doc id: the path below docs/ without extension, e.g. `services/n8n`. */
  readonly id: string;
  readonly file: string;
  readonly route: string;
  readonly frontMatter: Record<string, unknown>;
  /** The Markdown after the front matter. */
  readonly body: string;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
  });
}

/** Every doc page under docs/, with its parsed front matter. */
export async function readDocs(): Promise<DocFile[]> {
  const files = walk(docsDir).sort();
  return Promise.all(
    files.map(async (file) => {
      const fileContent = fs.readFileSync(file, 'utf8');
      const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({
        filePath: file,
        fileContent,
      });
      const id = path.relative(docsDir, file).replace(/\\/g, '/').replace(/\.mdx?$/, '');
      return {id, file, route: `/docs/${id}`, frontMatter, body: content};
    }),
  );
}
