/**
 * `@docusaurus/useBrokenLinks` where components render in Node (the build-time renderer, through
 * tsconfig.json here; the unit tests, through the site's): the bundler's alias exists only in
 * Docusaurus's bundles, where StaticHtml or Table hands the ids to the link check.
 */
export default function useBrokenLinks(): {collectAnchor(anchor?: string): void; collectLink(link?: string): void} {
  return {collectAnchor: () => undefined, collectLink: () => undefined};
}
