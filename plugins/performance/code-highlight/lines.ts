/**
 * Highlighted lines from `{1,3-4}` or magic comments (taken out of the code), by the rules of
 * theme-common's `parseLines` (codeBlockUtils), which Node cannot import.
 */

/** One entry of `themeConfig.prism.magicComments`. */
export interface MagicComment {
  readonly className: string;
  readonly line?: string;
  readonly block?: {readonly start: string; readonly end: string};
}

export interface ParsedLines {
  /** The code without the trailing line break and without magic-comment lines. */
  readonly code: string;
  /** Class names by line index (0-based) of `code`. */
  readonly lineClassNames: Readonly<Record<number, readonly string[]>>;
}

const commentPatterns: Record<string, {start: string; end: string}> = {
  js: {start: '\\/\\/', end: ''},
  jsBlock: {start: '\\/\\*', end: '\\*\\/'},
  jsx: {start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}'},
  bash: {start: '#', end: ''},
  html: {start: '<!--', end: '-->'},
  lua: {start: '--', end: ''},
  wasm: {start: '\\;\\;', end: ''},
  tex: {start: '%', end: ''},
  vb: {start: "['‘’]", end: ''},
  vbnet: {start: "(?:_\\s*)?['‘’]", end: ''},
  rem: {start: '[Rr][Ee][Mm]\\b', end: ''},
  f90: {start: '!', end: ''},
  ml: {start: '\\(\\*', end: '\\*\\)'},
  cobol: {start: '\\*>', end: ''},
};

const popular = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The comment styles a language's magic comments may be written in. */
function commentStyles(language: string): string[] {
  const byLanguage: Record<string, string[]> = {
    js: ['js', 'jsBlock'], javascript: ['js', 'jsBlock'], ts: ['js', 'jsBlock'], typescript: ['js', 'jsBlock'],
    jsx: ['js', 'jsBlock', 'jsx'], tsx: ['js', 'jsBlock', 'jsx'],
    html: ['js', 'jsBlock', 'html'],
    python: ['bash'], py: ['bash'], bash: ['bash'],
    markdown: ['html', 'jsx', 'bash'], md: ['html', 'jsx', 'bash'],
    tex: ['tex'], latex: ['tex'], matlab: ['tex'],
    lua: ['lua'], haskell: ['lua'],
    sql: ['lua', 'jsBlock'],
    wasm: ['wasm'],
    vb: ['vb', 'rem'], vba: ['vb', 'rem'], 'visual-basic': ['vb', 'rem'],
    vbnet: ['vbnet', 'rem'],
    batch: ['rem'],
    basic: ['rem', 'f90'],
    fsharp: ['js', 'ml'],
    ocaml: ['ml'], sml: ['ml'],
    fortran: ['f90'],
    cobol: ['cobol'],
  };
  return byLanguage[language] ?? popular;
}

function directivePattern(language: string, magicComments: readonly MagicComment[]): RegExp {
  const directives = magicComments
    .flatMap((d) => [d.line, d.block?.start, d.block?.end])
    .filter(Boolean)
    .join('|');
  const alternatives = commentStyles(language)
    .map((style) => `(?:${commentPatterns[style]!.start}\\s*(${directives})\\s*${commentPatterns[style]!.end})`)
    .join('|');
  return new RegExp(`^\\s*(?:${alternatives})\\s*$`);
}

/** "1,3-5" → [1, 3, 4, 5]. */
function numbersIn(range: string): number[] {
  return range
    .split(',')
    .filter(Boolean)
    .flatMap((part) => {
      const [from, to] = part.split('-').map(Number) as [number, number | undefined];
      if (to === undefined) return [from];
      return Array.from({length: Math.max(0, to - from + 1)}, (_, i) => from + i);
    });
}

export function parseLines(
  input: string,
  {metastring, language, magicComments}: {metastring?: string | null; language: string; magicComments: readonly MagicComment[]},
): ParsedLines {
  const code = input.replace(/\r?\n$/, '');
  const range = metastring ? /\{(?<range>[\d,-]+)\}/.exec(metastring)?.groups?.range : undefined;
  if (range !== undefined) {
    const className = magicComments[0]?.className;
    if (!className) throw new Error(`A line range is given in "${metastring}" but no magic comment is configured.`);
    const lineClassNames = Object.fromEntries(numbersIn(range).filter((n) => n > 0).map((n) => [n - 1, [className]]));
    return {code, lineClassNames};
  }
  const pattern = directivePattern(language, magicComments);
  const lines = code.split(/\r?\n/);
  const ranges = new Map<string, {start: number; lines: number[]}>(magicComments.map((d) => [d.className, {start: 0, lines: []}]));
  for (let index = 0; index < lines.length; ) {
    const match = pattern.exec(lines[index]!);
    if (!match) {
      index += 1;
      continue;
    }
    const directive = match.slice(1).find((group) => group !== undefined);
    const byLine = magicComments.find((d) => d.line === directive);
    const byStart = magicComments.find((d) => d.block?.start === directive);
    const byEnd = magicComments.find((d) => d.block?.end === directive);
    if (byLine) ranges.get(byLine.className)!.lines.push(index);
    else if (byStart) ranges.get(byStart.className)!.start = index;
    else if (byEnd) {
      const block = ranges.get(byEnd.className)!;
      for (let line = block.start; line <= index - 1; line += 1) block.lines.push(line);
    }
    lines.splice(index, 1);
  }
  const lineClassNames: Record<number, string[]> = {};
  for (const [className, {lines: numbers}] of ranges) {
    for (const line of new Set(numbers)) (lineClassNames[line] ??= []).push(className);
  }
  return {code: lines.join('\n'), lineClassNames};
}
