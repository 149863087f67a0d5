/**
 * WCAG contrast arithmetic, and a Prism theme adjusted so that every token colour reaches a
 * minimum contrast against the code block's background (WCAG 2.2 AA asks 4.5:1 for text).
 */
import type {PrismTheme} from 'prism-react-renderer';

type Rgb = readonly [number, number, number];

function parseColor(color: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const value = parseInt(hex[1]!, 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  }
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unsupported colour "${color}"`);
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(parseColor(a)), luminance(parseColor(b))].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `color`, moved towards black or white (away from `background`) just far enough to reach `minimum`. */
export function withContrast(color: string, background: string, minimum: number): string {
  if (contrastRatio(color, background) >= minimum) return color;
  const start = parseColor(color);
  const target: Rgb = luminance(parseColor(background)) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step += 1) {
    const t = step / 100;
    const mixed = toHex([0, 1, 2].map((i) => start[i]! + (target[i]! - start[i]!) * t) as unknown as Rgb);
    if (contrastRatio(mixed, background) >= minimum) return mixed;
  }
  return toHex(target);
}

/** A copy of `theme` whose every token colour has at least `minimum` contrast with its background. */
export function accessiblePrismTheme(theme: PrismTheme, minimum = 4.6): PrismTheme {
  const background = theme.plain.backgroundColor!;
  const fix = (color: string | undefined) => (color ? withContrast(color, background, minimum) : color);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((style) => ({...style, style: {...style.style, color: fix(style.style.color)}})),
  };
}
