/**
 * The cards' colours: the site's light mode, its default. The accent is the site's primary
 * colour, read from src/css/custom.css; the text colours are Infima's in light mode.
 * tests/unit/social-cards.test.ts holds each text colour to 4.5:1 on the background.
 */
export interface CardColours {
  readonly background: string;
  /** The title and the site's name: Infima's `--ifm-color-content`. */
  readonly text: string;
  /** The description and the host: Infima's `--ifm-color-emphasis-700`. */
  readonly muted: string;
  /** The section and the stripe at the left: the site's `--ifm-color-primary`. */
  readonly accent: string;
}

/** `--ifm-color-primary` of the light mode (the `:root` block) of `css`. */
export function primaryColour(css: string): string {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const colour = /--ifm-color-primary:\s*(#[0-9a-f]{6})\s*;/i.exec(root)?.[1];
  if (!colour) throw new Error('social cards: src/css/custom.css sets no --ifm-color-primary in :root');
  return colour;
}

/** The cards' colours, with the primary colour of `customCss`, the text of src/css/custom.css. */
export const siteColours = (customCss: string): CardColours => ({
  background: '#ffffff',
  text: '#1c1e21',
  muted: '#606770',
  accent: primaryColour(customCss),
});
