/**
 * `@docusaurus/useBrokenLinks` for components rendered in Node by the unit tests (tsconfig.json's
 * paths): the alias exists only in Docusaurus's bundles, where Table hands its row ids to the link check.
 */
export default function useBrokenLinks(): {collectAnchor(anchor?: string): void; collectLink(link?: string): void} {
  return {collectAnchor: () => undefined, collectLink: () => undefined};
}
