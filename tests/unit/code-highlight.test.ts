/**
 * The build-time highlighter (plugins/performance/code-highlight): the markup it writes for a code block,
 * and the stylesheet it makes from the site's Prism themes.
 */
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, ElementContent, Root} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {toText} from 'hast-util-to-text';
import {parseFragment} from 'parse5';
import type {PrismTheme} from 'prism-react-renderer';
import {buildSync} from 'esbuild';
import type {CodeBlockMetadata, createCodeBlockMetadata as CreateMetadata} from '@docusaurus/theme-common/internal';
import rehypeCodeHighlight, {type Options} from '../../plugins/performance/code-highlight/rehype';
import {tokenize} from '../../plugins/performance/code-highlight/highlight';
import {linesMarkup} from '../../plugins/performance/code-highlight/code-block';
import {prismThemeCss, themeRules} from '../../plugins/performance/code-highlight/theme-css';
import {resolveTokens} from '../../src/data/tokens';
import {readDocs} from '../lib/docs';
import config from '../../docusaurus.config';

const prism = config.themeConfig!.prism as Options & {theme: PrismTheme; darkTheme: PrismTheme};
const highlight = rehypeCodeHighlight(prism);

/**
 * theme-common's own createCodeBlockMetadata, which the CodeBlock override calls: its module is
 * JSX for the bundler, so esbuild bundles it for Node here (the hook it never calls stubbed).
 */
const createCodeBlockMetadata: typeof CreateMetadata = (() => {
  const hook = '@docusaurus/useIsomorphicLayoutEffect';
  const {outputFiles} = buildSync({
    entryPoints: [path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/codeBlockUtils.js')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    loader: {'.js': 'jsx'},
    external: ['react', 'react/jsx-runtime', 'clsx', 'parse-numeric-range', hook],
  });
  const module = {exports: {} as {createCodeBlockMetadata: typeof CreateMetadata}};
  const load = (id: string): unknown => (id === hook ? {default: () => undefined} : require(id));
  new Function('module', 'exports', 'require', outputFiles[0]!.text)(module, module.exports, load);
  return module.exports.createCodeBlockMetadata;
})();

/** The magic comments the theme reads: the site sets none, so Docusaurus's default. */
const {magicComments} = (require('@docusaurus/theme-classic/lib/options') as {DEFAULT_CONFIG: {prism: {magicComments: Parameters<typeof CreateMetadata>[0]['magicComments']}}}).DEFAULT_CONFIG.prism;

/** The code element as the CodeBlock override renders the highlighter's output, with Docusaurus's metadata. */
function asInBrowser(code: Element): Element {
  assert.deepEqual(code.children, [], 'the lines travel as markup, not as elements');
  const metadata: CodeBlockMetadata = createCodeBlockMetadata({
    code: code.properties.code as string,
    className: ((code.properties.className as string[] | undefined) ?? []).join(' '),
    metastring: code.properties.metastring as string | undefined,
    magicComments,
    language: undefined,
    defaultLanguage: undefined,
    title: undefined,
    showLineNumbers: undefined,
  });
  const parsed = fromParse5(parseFragment(linesMarkup(code.properties.code as string, code.properties.html as string, metadata))) as Root;
  return {...code, properties: {...code.properties, code: metadata.code}, children: parsed.children as ElementContent[]};
}

/** A fenced block as MDX hands it to rehype: `pre > code` with the language class and metastring. */
function fence(language: string | undefined, value: string, metastring?: string): {root: Root; code: Element} {
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: {...(language ? {className: [`language-${language}`]} : {}), ...(metastring ? {metastring} : {})},
    children: [{type: 'text', value: `${value}\n`}],
  };
  const root: Root = {type: 'root', children: [{type: 'element', tagName: 'pre', properties: {}, children: [code]}]};
  highlight(root);
  return {root, code: asInBrowser(code)};
}

const elements = (nodes: ElementContent[]) => nodes.filter((node): node is Element => node.type === 'element');
const classesOf = (node: Element) => (node.properties.className as string[] | undefined) ?? [];
const lines = (code: Element) => elements(code.children);
const lineTexts = (code: Element) => lines(code).map((line) => toText(line, {whitespace: 'pre'}).replace(/\n$/, ''));

/**
 * The Prism types of the token whose text is `text`, outermost first: a token is one span per
 * type, nested; undefined when no token has that text.
 */
function typesOf(code: Element, text: string): string[] | undefined {
  const search = (node: Element, outer: string[]): string[] | undefined => {
    const classes = classesOf(node);
    const types = node.tagName === 'span' && classes[0] === 'token' ? [...outer, ...classes.slice(1)] : outer;
    const children = elements(node.children);
    if (types.length > 0 && children.length === 0 && toText(node) === text) return types;
    for (const child of children) {
      const found = search(child, types);
      if (found) return found;
    }
    return undefined;
  };
  return search(code, []);
}

test('a bash block: commands, flags, strings, variables and comments carry Prism token classes', () => {
  const {code} = fence('bash', '# Start the stack\ndocker compose up -d\necho "$STACK_DIR"');
  assert.deepEqual(typesOf(code, '# Start the stack'), ['comment']);
  assert.deepEqual(typesOf(code, 'docker'), ['function']);
  assert.deepEqual(typesOf(code, '-d'), ['parameter', 'variable']);
  // A string with a variable in it: the variable's types nest inside the string's.
  assert.deepEqual(typesOf(code, '"'), ['string']);
  assert.deepEqual(typesOf(code, '$STACK_DIR'), ['string', 'variable']);
  assert.deepEqual(lineTexts(code), ['# Start the stack', 'docker compose up -d', 'echo "$STACK_DIR"']);
  for (const line of lines(code)) {
    assert.ok(classesOf(line).includes('token-line'));
    assert.equal(line.properties.style, undefined, 'no inline colour on a line');
    assert.equal(elements(line.children).at(-1)?.tagName, 'br');
  }
});

test('a yaml block: keys, strings, numbers and comments carry Prism token classes', () => {
  const {code} = fence('yaml', 'services:\n  qdrant:\n    image: "qdrant/qdrant"\n    restart: true # always\n    ports: [6333]');
  assert.deepEqual(typesOf(code, 'services'), ['key', 'atrule']);
  assert.deepEqual(typesOf(code, '"qdrant/qdrant"'), ['string']);
  assert.deepEqual(typesOf(code, 'true'), ['boolean', 'important']);
  assert.deepEqual(typesOf(code, '# always'), ['comment']);
  assert.deepEqual(typesOf(code, '6333'), ['number']);
});

test('every additional language of the config has a grammar, and an unknown language stays plain text', () => {
  const samples: Record<string, string> = {bash: 'ls -la', json: '{"a": 1}', yaml: 'a: 1', ini: '[section]\nkey=1', python: 'def f(): pass', docker: 'FROM node:20'};
  assert.deepEqual(Object.keys(samples).sort(), [...(prism.additionalLanguages ?? [])].sort());
  for (const [language, sample] of Object.entries(samples)) {
    assert.ok(tokenize(sample, language).flat().some((token) => token.types[0] !== 'plain'), language);
  }
  const {code} = fence('solidity', 'contract A {}');
  assert.deepEqual(lineTexts(code), ['contract A {}']);
  assert.equal(typesOf(code, 'contract'), undefined);
});

test('the copy text is the code as written, without the trailing line break', () => {
  const value = 'KEY=value\n\n  indented line\t tab';
  const {code} = fence('ini', value);
  assert.equal(code.properties.code, value);
  assert.deepEqual(lineTexts(code), value.split('\n'));
});

test('magic comments are taken out of the code and highlight the lines they name, as Docusaurus reads them', () => {
  const highlighted = 'theme-code-block-highlighted-line';
  const {code} = fence('bash', ['a', '# highlight-next-line', 'b', 'c', '# highlight-start', 'd', 'e', '# highlight-end', 'f'].join('\n'));
  assert.equal(code.properties.code, 'a\nb\nc\nd\ne\nf');
  assert.deepEqual(lineTexts(code), ['a', 'b', 'c', 'd', 'e', 'f']);
  assert.deepEqual(
    lines(code).map((line) => classesOf(line).includes(highlighted)),
    [false, true, false, true, true, false],
  );
  const js = fence('js', 'x();\n// highlight-next-line\ny();');
  assert.deepEqual(lineTexts(js.code), ['x();', 'y();']);
  assert.ok(classesOf(lines(js.code)[1]!).includes(highlighted));
  assert.deepEqual(typesOf(js.code, 'y'), ['function'], 'the lines after a magic comment keep their tokens');
});

test('a metastring range highlights lines, leaves comments in and keeps the title for the browser', () => {
  const metastring = 'title="docker/compose.yml" {1,3-4}';
  const {code} = fence('yaml', 'a: 1\nb: 2\n# highlight-next-line\nd: 4\ne: 5', metastring);
  assert.equal(code.properties.metastring, metastring, 'the title is read from the metastring by the CodeBlock override');
  assert.deepEqual(
    lines(code).map((line) => classesOf(line).includes('theme-code-block-highlighted-line')),
    [true, false, true, true, false],
  );
  assert.equal(lineTexts(code)[2], '# highlight-next-line', 'a range leaves comments in');
});

test('code that looks like markup stays text: <, > and & are escaped in the lines', () => {
  const source = 'cat <<EOF > out.html && echo "<b>&amp;</b>"\n<script>alert(1)</script>';
  const {code} = fence('bash', source);
  assert.deepEqual(lineTexts(code), source.split('\n'));
  assert.equal(elements(code.children).filter((el) => el.tagName !== 'div').length, 0, 'no element but the lines');
});

test('code given as a string at run time is shown plain, as text, with the magic comments taken out', () => {
  const written = 'cat <<EOF > a && b\n# highlight-next-line\n<script>';
  const metadata = createCodeBlockMetadata({code: written, className: 'language-bash', metastring: undefined, magicComments, language: undefined, defaultLanguage: undefined, title: undefined, showLineNumbers: undefined});
  const parsed = fromParse5(parseFragment(linesMarkup(written, null, metadata))) as Root;
  const shown = elements(parsed.children as ElementContent[]);
  assert.deepEqual(shown.map((line) => toText(line, {whitespace: 'pre'}).replace(/\n$/, '')), ['cat <<EOF > a && b', '<script>']);
  assert.ok(classesOf(shown[1]!).includes('theme-code-block-highlighted-line'));
  assert.equal(shown.flatMap((line) => elements(line.children)).filter((el) => el.tagName !== 'br').length, 0, 'no element in the text');
});

test('showLineNumbers wraps each line in a number cell and its content', () => {
  const {code} = fence('bash', 'ls\npwd', 'showLineNumbers');
  for (const line of lines(code)) {
    assert.deepEqual(elements(line.children).map((child) => classesOf(child)[0] ?? child.tagName), ['code-line-number', 'code-line-content', 'br']);
  }
});

test('code blocks inside JSX (a tab) are highlighted too', () => {
  const code: Element = {type: 'element', tagName: 'code', properties: {className: ['language-bash']}, children: [{type: 'text', value: 'ls -la\n'}]};
  const tab = {type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children: [{type: 'element', tagName: 'pre', properties: {}, children: [code]}]};
  highlight({type: 'root', children: [tab as unknown as Element]});
  assert.deepEqual(typesOf(asInBrowser(code), '-la'), ['parameter', 'variable']);
});

test('inline code compiles to a plain code element; a code block still goes to the theme', async () => {
  const page = 'Run `ls -la` in **`/opt`**.\n\n```bash\nls -la\n```\n';
  // Imported when run: @mdx-js/mdx is an ES module whose dependencies a require() cannot load.
  const {compile} = await import('@mdx-js/mdx');
  const js = String(await compile(page, {rehypePlugins: [[rehypeCodeHighlight, prism]]}));
  // A plain element is written as a string tag; one from `_components` goes through MDXCode.
  assert.equal(js.match(/_jsx\("code"/g)?.length, 2, js);
  assert.equal(js.match(/_components\.code\b/g)?.length, 1, js);
});

/** The style prism-react-renderer would have put inline on a token with these types (its getTokenProps). */
function inlineStyle(theme: PrismTheme, types: string[]): Record<string, unknown> {
  const dict: Record<string, Record<string, unknown>> = {};
  for (const entry of theme.styles) for (const type of entry.types) dict[type] = {...dict[type], ...entry.style};
  if (types.length === 1 && types[0] === 'plain') return {};
  return Object.assign({}, ...types.map((type) => dict[type]));
}

/**
 * The style the generated rules give a token's text: each span, outermost first, takes the rules
 * that match its classes (the later rule winning, as in CSS) over what it inherits from its
 * parent (colour and font style are inherited).
 */
function cascadedStyle(theme: PrismTheme, spans: string[][]): Record<string, string> {
  const rules = themeRules(theme);
  return spans.reduce<Record<string, string>>((inherited, classes) => {
    const own = rules.filter((rule) => {
      const match = /^\.token\.([\w-]+)$/.exec(rule.selector);
      return match !== null && classes.includes(match[1]!);
    });
    return Object.assign({...inherited}, ...own.map((rule) => rule.declarations));
  }, {});
}

/** Every token of a highlighted block: its text and the classes of each span around it, outermost first. */
function tokenSpans(node: Element, outer: string[][] = []): {text: string; spans: string[][]}[] {
  return node.children.flatMap((child) => {
    if (child.type === 'text') return outer.length > 0 ? [{text: child.value, spans: outer}] : [];
    if (child.type !== 'element') return [];
    const classes = classesOf(child);
    return tokenSpans(child, classes[0] === 'token' ? [...outer, classes.slice(1)] : outer);
  });
}

test('the stylesheet holds every token colour of both themes, scoped by mode (light also without data-theme), and the block colours', () => {
  const css = prismThemeCss({light: prism.theme, dark: prism.darkTheme});
  for (const [mode, theme] of [['light', prism.theme], ['dark', prism.darkTheme]] as const) {
    const scope = mode === 'dark' ? "[data-theme='dark']" : ":root:not([data-theme='dark'])";
    assert.ok(css.includes(`${scope} .theme-code-block{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`), mode);
    for (const entry of theme.styles) {
      for (const type of entry.types) {
        const line = css.split('\n').find((text) => text.startsWith(`${scope} .token.${type}{`));
        const rule = line ? /\{([^}]*)\}$/.exec(line) : null;
        assert.ok(rule, `${mode} ${type} has a rule`);
        const color = inlineStyle(theme, [type]).color;
        if (color) assert.ok(rule[1]!.includes(`color:${color}`), `${mode} ${type}: ${rule[1]}`);
      }
    }
  }
  assert.equal(/style=|#[0-9a-f]{6}/i.test(prismThemeCss({light: {plain: {}, styles: []}, dark: {plain: {}, styles: []}}).replace(/\/\*.*\*\//, '')), false, 'no colour that is not from a theme');
});

test('for every token of every code block in the docs, the stylesheet gives the style prism-react-renderer inlined', async () => {
  const fencePattern = /^```(\w+)[^\n]*\n([\s\S]*?)^```$/gm;
  const kebab = (style: Record<string, unknown>) => Object.fromEntries(Object.entries(style).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), String(v)]));
  let checked = 0;
  for (const doc of await readDocs()) {
    for (const [, language, body] of doc.body.matchAll(fencePattern)) {
      const value = resolveTokens(body!).replace(/\n$/, '');
      const tokens = tokenize(value, language!).flat().filter((token) => token.types[0] !== 'plain' && token.content !== '');
      const written = tokenSpans(fence(language, value).code);
      assert.deepEqual(written.map((token) => token.text), tokens.map((token) => token.content), `${doc.id}: the same tokens`);
      tokens.forEach((token, index) => {
        for (const theme of [prism.theme, prism.darkTheme]) {
          const where = `${doc.id}: "${token.content}" (${token.types.join(' ')})`;
          assert.deepEqual(cascadedStyle(theme, written[index]!.spans), kebab(inlineStyle(theme, token.types)), where);
          checked += 1;
        }
      });
    }
  }
  assert.ok(checked > 1000, `only ${checked} tokens checked`);
});
