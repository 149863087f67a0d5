/** `@docusaurus/useBrokenLinks` as the build renders (see tsconfig.json here): StaticHtml hands the ids to the link check in the browser's bundle. */
export default function useBrokenLinks(): {collectAnchor(anchor?: string): void; collectLink(link?: string): void} {
  return {collectAnchor: () => undefined, collectLink: () => undefined};
}
