/**
 * The command blocks of the doc pages, as a reader sees them: every fenced code block of every
 * page under docs/, with its fact tokens resolved (src/data/tokens.ts, as the build resolves
 * them) and the attributes of its info string that mark it for the procedures harness:
 *
 * - `run="a b"`: a command block that procedures `a` and `b` run, in page order;
 * - `exit=N`: the exit status the block ends with when it works (0 when absent);
 * - `norun="reason"`: a command block no procedure runs, and why;
 * - `output="a"`: what the reader sees from the last `run` block of `a` before it, each line
 *   in the output, in order; with `match="ends"`, the last lines of that output;
 * - `vary="3m 12s|…"`: parts of an output block that differ from run to run;
 * - `apply="a"`: lines the reader writes into the file named by `title=` (`.env`).
 *
 * Docusaurus reads `title=` and leaves the other attributes alone, so they never reach a reader.
 */
import fs from 'node:fs';
import path from 'node:path';
import {resolveTokens} from '../../../src/data/tokens';

export const docsDir = path.resolve(__dirname, '../../../docs');

export interface Block {
  /** Doc id: `getting-started/quick-start`. */
  readonly page: string;
  /** 1-based line of the opening fence in the page's source. */
  readonly line: number;
  readonly lang: string;
  /** The attributes after the language: `title`, `run`, `norun`, `output`, … */
  readonly attrs: Readonly<Record<string, string>>;
  /** The block's text with its tokens resolved, as the page shows it. */
  readonly text: string;
}

/** Languages whose blocks are commands a reader runs. */
export const commandLanguages = new Set(['bash', 'sh', 'shell', 'console']);

export function isCommandBlock(block: Block): boolean {
  return commandLanguages.has(block.lang);
}

/** `key="value with spaces"` and `key=value` pairs of an info string. */
export function parseAttributes(meta: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of meta.matchAll(/([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|(\S+)))?/g)) {
    attrs[match[1]!] = match[2] ?? match[3] ?? '';
  }
  return attrs;
}

/** The fenced blocks of one page's source, in order. */
export function blocksOf(page: string, source: string): Block[] {
  const lines = source.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})([\w-]*)\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const line = lines[j]!;
      if (line.trim().startsWith(fence!) && line.trim().replace(fence!, '').trim() === '') break;
      body.push(line.startsWith(indent!) ? line.slice(indent!.length) : line.trimStart());
    }
    const where = `${page}.mdx line ${i + 1}`;
    let text: string;
    try {
      text = resolveTokens(body.join('\n'));
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
    blocks.push({page, line: i + 1, lang: lang ?? '', attrs: parseAttributes(resolveTokens(meta ?? '')), text});
    i = j;
  }
  return blocks;
}

/** Every page file under `dir`, partials (`_name.mdx`) left out, in path order. */
export function docFiles(dir = docsDir): string[] {
  const walk = (folder: string): string[] =>
    fs.readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
    });
  return walk(dir).sort();
}

/** Every page's blocks, pages in path order. */
export function readBlocks(dir = docsDir): Block[] {
  return docFiles(dir).flatMap((file) => {
    const page = path.relative(dir, file).replace(/\\/g, '/').replace(/\.mdx?$/, '');
    // The front matter is blanked, not cut, so that line numbers stay the page's own.
    const source = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (front) => '\n'.repeat(front.split('\n').length - 1));
    return blocksOf(page, source);
  });
}

/** Where a block is, for messages: `getting-started/quick-start.mdx:19`. */
export function placeOf(block: Block): string {
  return `${block.page}.mdx:${block.line}`;
}

/** The procedures a block belongs to (`run=` or, for an output or file block, the one named). */
export function proceduresOf(block: Block): string[] {
  const names = block.attrs.run ?? block.attrs.output ?? block.attrs.apply ?? '';
  return names.split(/\s+/).filter(Boolean);
}

/** A heading of a page, with the anchor Docusaurus gives it. */
export interface Heading {
  readonly page: string;
  readonly line: number;
  readonly level: number;
  readonly anchor: string;
}

/**
 * The anchor of a heading's text: its `{#id}` when it has one, else the slug github-slugger makes
 * (as Docusaurus does): the text without markup, lowercased, punctuation dropped, spaces as `-`.
 */
export function headingAnchor(text: string): string {
  const explicit = /\{#([^}]+)\}\s*$/.exec(text);
  if (explicit) return explicit[1]!;
  return resolveTokens(text)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The headings of one page's source, outside code fences, in order; repeated slugs get `-1`, `-2`… */
export function headingsOf(page: string, source: string): Heading[] {
  const headings: Heading[] = [];
  const seen = new Map<string, number>();
  let fence: string | null = null;
  source.split('\n').forEach((line, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (line.trim().startsWith(fence) && line.trim().replace(fence, '').trim() === ''))) {
      fence = fence === null ? marker : null;
      return;
    }
    const heading = fence === null ? /^(#{1,6})\s+(.+?)\s*$/.exec(line) : null;
    if (!heading) return;
    const slug = headingAnchor(heading[2]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    headings.push({page, line: i + 1, level: heading[1]!.length, anchor: count ? `${slug}-${count}` : slug});
  });
  return headings;
}

/** Every page's headings. */
export function readHeadings(dir = docsDir): Heading[] {
  return docFiles(dir).flatMap((file) => headingsOf(path.relative(dir, file).replace(/\\/g, '/').replace(/\.mdx?$/, ''), fs.readFileSync(file, 'utf8')));
}

/**
 * Whether `block` lies in the section `section` (`page#anchor`): below that heading and above
 * the next heading of the same level or higher. A section that no page has holds no block.
 */
export function inSection(headings: readonly Heading[], section: string, block: Block): boolean {
  const [page, anchor] = section.split('#');
  const own = headings.filter((h) => h.page === page);
  const start = own.findIndex((h) => h.anchor === anchor);
  if (start < 0 || block.page !== page || block.line < own[start]!.line) return false;
  const end = own.slice(start + 1).find((h) => h.level <= own[start]!.level);
  return end === undefined || block.line < end.line;
}
