/**
 * The sentences a reader reads: the prose of every doc page and of the home page's partials
 * (src/pages/_components/*.mdx), and the strings of src/data/*.ts that components render. Each
 * sentence keeps where it is (file and line) and its text with the fact tokens resolved, as the
 * page shows it. Code blocks, JSX and comments are not prose and are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {pageText} from '../../../src/data/tokens';
import {docFiles, docsDir} from '../procedures/blocks';

export const repoRoot = path.resolve(__dirname, '../../..');
const dataDir = path.join(repoRoot, 'src/data');
const partialsDir = path.join(repoRoot, 'src/pages/_components');

export interface Sentence {
  /**
   * Where it lives: a doc id (`resources/bootstrap-scripts`, as the catalogue names pages), or a
   * path from the repository root for a partial or a data file (`src/data/bootstrap.ts`).
   */
  readonly source: string;
  /** 1-based line of the sentence's first word in that file. */
  readonly line: number;
  /** The sentence as written, tokens resolved: inline code keeps its backticks. */
  readonly text: string;
  /**
   * What the sentence is about without naming it: for a data string, the names of the entry it
   * belongs to (a script's `name`, a flag's `forms`); for a page, the words of its section's heading.
   */
  readonly subject?: readonly string[];
}

/** `file:line` as messages print it: `resources/bootstrap-scripts.mdx:45`, `src/data/env.ts:80`. */
export function placeOfSentence(source: string, line: number): string {
  return `${source.startsWith('src/') ? source : `${source}.mdx`}:${line}`;
}

const codeMask = '\u0000';

/**
 * Splits `text` (which starts on line `line`) into sentences: after `.`, `!` or `?` followed by a
 * space and a capital, a backtick or a bracket. Inline code is masked first so that a `.env` or a
 * `bash -s -- -test` never ends a sentence.
 */
export function splitSentences(text: string, line: number): {text: string; line: number}[] {
  const codes: string[] = [];
  const masked = text.replace(/`[^`\n]*`/g, (code) => {
    codes.push(code);
    return `${codeMask}${codes.length - 1}${codeMask}`;
  });
  const unmask = (part: string) => part.replace(new RegExp(`${codeMask}(\\d+)${codeMask}`, 'g'), (_m, i: string) => codes[Number(i)]!);
  const out: {text: string; line: number}[] = [];
  const boundary = /(?<=(?<!\b(?:e\.g|i\.e|etc|vs|v\d))[.!?]["”)]?)\s+(?=[A-Z`\[(*"“\u0000])/g;
  let start = 0;
  const push = (end: number) => {
    const part = masked.slice(start, end);
    const trimmed = part.trim();
    if (trimmed) {
      const lead = part.length - part.trimStart().length;
      const before = unmask(masked.slice(0, start + lead));
      out.push({text: unmask(trimmed).replace(/\s+/g, ' '), line: line + (before.match(/\n/g)?.length ?? 0)});
    }
  };
  for (const match of masked.matchAll(boundary)) {
    push(match.index!);
    start = match.index! + match[0].length;
  }
  push(masked.length);
  return out;
}

/** `source` with front matter, comments, imports, code blocks and JSX tags blanked, lines kept. */
function proseOf(source: string): string {
  const blank = (part: string) => part.replace(/[^\n]/g, ' ');
  let text = source.replace(/^---\n[\s\S]*?\n---\n/, blank);
  text = text.replace(/\{\/\*[\s\S]*?\*\/\}/g, blank);
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const fence = /^\s*(`{3,}|~{3,})/.exec(lines[i]!);
    if (fence) {
      let j = i + 1;
      while (j < lines.length && !lines[j]!.trim().startsWith(fence[1]!)) j += 1;
      for (let k = i; k <= Math.min(j, lines.length - 1); k += 1) lines[k] = '';
      i = j;
      continue;
    }
    const line = lines[i]!;
    if (/^(import|export) /.test(line) || /^\s*<\/?[A-Za-z][^>]*>\s*$/.test(line)) lines[i] = '';
  }
  return lines.join('\n');
}

/** Markdown and MDX a reader does not see: link targets, emphasis marks, tags. */
export function plain(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\*\*|__/g, '')
    .trim();
}

/** The sentences of one page's source (tokens resolved). */
export function pageSentences(source: string, text: string): Sentence[] {
  const lines = proseOf(text).split('\n');
  const sentences: Sentence[] = [];
  let block: string[] = [];
  let blockLine = 0;
  // The script, flag or variable a section's heading names: `### cleanup_docker.sh` is about that script.
  let heading: string[] = [];
  const withHeading = (s: {text: string; line: number}): Sentence => ({source, ...s, ...(heading.length ? {subject: heading} : {})});
  const flush = () => {
    if (block.length) {
      for (const s of splitSentences(plain(pageText(block.join('\n'))), blockLine)) sentences.push(withHeading(s));
    }
    block = [];
  };
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const admonition = /^\s*:::\w*(?:\[(.*)\])?\s*$/.exec(raw);
    // A heading, a list item, a table row and an admonition's title each stand alone.
    if (!raw.trim() || admonition || /^\s*\|/.test(raw) || /^\s*#{1,6}\s/.test(raw) || /^\s*([-*]|\d+\.)\s/.test(raw)) flush();
    if (admonition) {
      if (admonition[1]) sentences.push(...splitSentences(plain(pageText(admonition[1])), lineNumber).map(withHeading));
      return;
    }
    if (/^\s*\|/.test(raw)) {
      if (/^\s*\|[\s|:-]+\|\s*$/.test(raw)) return;
      for (const cell of raw.split(/(?<!\\)\|/).map((c) => c.trim()).filter(Boolean)) {
        sentences.push(...splitSentences(plain(pageText(cell)), lineNumber).map(withHeading));
      }
      return;
    }
    if (!raw.trim()) return;
    const title = /^\s*#{2,6}\s+(.*)$/.exec(raw)?.[1];
    if (title !== undefined) heading = plain(title).replace(/`/g, '').split(/\s+/).filter((word) => /\.sh$|^-|^[A-Z][A-Z0-9]*_/.test(word));
    if (!block.length) blockLine = lineNumber;
    block.push(raw.replace(/^\s*(#{1,6}\s|[-*]\s|\d+\.\s|>\s?)/, ''));
    if (/^\s*#{1,6}\s/.test(raw)) flush();
  });
  flush();
  return sentences;
}

/** Property names whose value is the toolkit name a data entry is about. */
const subjectKeys = new Set(['name', 'script', 'forms', 'flag', 'variable']);

/** The toolkit names of the data entries that hold `node`, nearest first. */
function subjectsOf(node: ts.Node, file: ts.SourceFile): string[] {
  const names: string[] = [];
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (!ts.isObjectLiteralExpression(at)) continue;
    for (const property of at.properties) {
      if (!ts.isPropertyAssignment(property) || !subjectKeys.has(property.name.getText(file))) continue;
      const value = property.initializer;
      if (ts.isStringLiteralLike(value)) names.push(value.text);
      else if (ts.isArrayLiteralExpression(value)) for (const item of value.elements) if (ts.isStringLiteralLike(item)) names.push(item.text);
    }
  }
  return names;
}

/** The prose strings of one data file: string literals and templates with a space and a letter. */
export function dataSentences(source: string, text: string): Sentence[] {
  const file = ts.createSourceFile(source, text, ts.ScriptTarget.Latest, true);
  const sentences: Sentence[] = [];
  const visit = (node: ts.Node) => {
    let value: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) value = node.text;
    else if (ts.isTemplateExpression(node)) value = [node.head.text, ...node.templateSpans.map((span) => `…${span.literal.text}`)].join('');
    const parent = node.parent;
    const skip =
      value === null ||
      ts.isImportDeclaration(parent) ||
      ts.isLiteralTypeNode(parent) ||
      (ts.isPropertyAssignment(parent) && parent.name === node) ||
      // Arguments of calls are ids (`service('n8n')`), and thrown messages are for developers.
      ts.isCallExpression(parent) ||
      ts.isNewExpression(parent);
    if (!skip && / /.test(value!) && /[a-z]{3}/.test(value!)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      const subject = subjectsOf(node, file);
      let resolved: string;
      try {
        resolved = pageText(value!);
      } catch {
        resolved = value!;
      }
      for (const s of splitSentences(resolved, line)) sentences.push({source, ...s, ...(subject.length ? {subject} : {})});
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else node.templateSpans.forEach((span) => ts.forEachChild(span.expression, visit));
  };
  visit(file);
  return sentences;
}

/** Every sentence of the pages, the partials and src/data, in file order. */
export function readSentences(): Sentence[] {
  const pages = docFiles().map((file) => {
    const id = path.relative(docsDir, file).replace(/\\/g, '/').replace(/\.mdx?$/, '');
    return pageSentences(id, fs.readFileSync(file, 'utf8'));
  });
  const partials = fs
    .readdirSync(partialsDir)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => pageSentences(`src/pages/_components/${name}`, fs.readFileSync(path.join(partialsDir, name), 'utf8')));
  const data = fs
    .readdirSync(dataDir)
    .filter((name) => name.endsWith('.ts') && name !== 'tokens.ts')
    .sort()
    .map((name) => dataSentences(`src/data/${name}`, fs.readFileSync(path.join(dataDir, name), 'utf8')));
  return [...pages, ...partials, ...data].flat();
}
