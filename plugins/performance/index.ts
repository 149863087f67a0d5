/** The speed mechanisms behind one switch, DOCS_PERFORMANCE_OFF (README.md here). */
import rehypeStaticHtml from './static-html';
import rehypeCodeHighlight, {type Options as HighlightOptions} from './code-highlight/rehype';

export const mechanisms = [
  'static-html',
  'code-highlight',
  'tabs-first-paint',
  'scripts-after-paint',
  'early-taps',
  'phone-drawer',
  'upstream-patches',
] as const;
export type Mechanism = (typeof mechanisms)[number];

/** The mechanisms `value` (DOCS_PERFORMANCE_OFF's syntax) switches off; an unknown name throws. */
export function switchedOff(value = process.env.DOCS_PERFORMANCE_OFF ?? ''): ReadonlySet<Mechanism> {
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  if (names.includes('all')) return new Set(mechanisms);
  for (const name of names) {
    if (!(mechanisms as readonly string[]).includes(name)) {
      throw new Error(`DOCS_PERFORMANCE_OFF: unknown mechanism "${name}"; known: ${mechanisms.join(', ')}, or all`);
    }
  }
  return new Set(names as Mechanism[]);
}

const plugin = (name: string) => `./plugins/performance/${name}/index.ts`;

/** The plugins and Markdown steps of the mechanisms that are on. */
export function performance(off: ReadonlySet<Mechanism>, highlight: HighlightOptions) {
  const on = (name: Mechanism) => !off.has(name);
  const codeHighlight = on('code-highlight') ? [[rehypeCodeHighlight, highlight] as const] : [];
  return {
    plugins: [
      ...(on('static-html') ? ['./plugins/performance/static-html/plugin.ts'] : []),
      ...mechanisms.filter((name) => name !== 'static-html' && on(name)).map(plugin),
    ],
    // With static-html off, pages import the data components it would mark.
    docs: {rehypePlugins: [...codeHighlight, [rehypeStaticHtml, {off: !on('static-html')}] as const]},
    pages: {rehypePlugins: codeHighlight},
    // static-html compiles a page's MDX for the server and for the browser differently.
    faster: {mdxCrossCompilerCache: !on('static-html')},
  };
}
