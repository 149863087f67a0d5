import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {docFiles} from '../../scripts/lib/procedures/blocks';

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

/** Every doc page under docs/, with its parsed front matter. */
export async function readDocs(): Promise<DocFile[]> {
  const files = docFiles(docsDir);
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
