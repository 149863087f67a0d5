/**
 * The cards' colours: the site's light mode, its default, read from the `:root` blocks of
 * src/css/custom.css and then of Infima's stylesheet, which the theme loads under it.
 * tests/unit/social-cards.test.ts holds each text colour to 4.5:1 on the background.
 */
export interface CardColours {
  /** White: Infima's `--ifm-background-color` is transparent over the browser's white. */
  readonly background: string;
  /** The title and the site's name: `--ifm-color-content`. */
  readonly text: string;
  /** The description and the host: `--ifm-color-emphasis-700`. */
  readonly muted: string;
  /** The section and the stripe at the left: `--ifm-color-primary`. */
  readonly accent: string;
}

/** The colour `name` takes in the light mode of `stylesheets`, the first that sets it winning, its `var()`s followed. */
export function lightColour(stylesheets: readonly string[], name: string): string {
  const roots = stylesheets.map((css) => /(?:^|\n):root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '');
  const valueOf = (variable: string) =>
    roots.map((root) => new RegExp(`${variable}:\\s*([^;]+);`).exec(root)?.[1]?.trim()).find((value) => value !== undefined);
  let value = valueOf(name);
  for (let hops = 0; value?.startsWith('var(') && hops < 10; hops += 1) value = valueOf(/var\((--[\w-]+)\)/.exec(value)![1]!);
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`social cards: no colour for ${name} in the light mode's :root (got ${value ?? 'nothing'})`);
  return value;
}

/** The cards' colours from src/css/custom.css's text and Infima's. */
export const siteColours = (customCss: string, infimaCss: string): CardColours => ({
  background: '#ffffff',
  text: lightColour([customCss, infimaCss], '--ifm-color-content'),
  muted: lightColour([customCss, infimaCss], '--ifm-color-emphasis-700'),
  accent: lightColour([customCss, infimaCss], '--ifm-color-primary'),
});
