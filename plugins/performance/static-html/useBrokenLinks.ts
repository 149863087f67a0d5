/**
 * `@docusaurus/useBrokenLinks` in Node (the build-time renderer, the unit tests): the alias exists
 * only in Docusaurus's bundles, where StaticHtml or Table hands the ids to the link check.
 */
export default function useBrokenLinks(): {collectAnchor(anchor?: string): void; collectLink(link?: string): void} {
  return {collectAnchor: () => undefined, collectLink: () => undefined};
}
