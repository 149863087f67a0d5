/** Data files our local plugins write under .docusaurus/ (the `@generated` alias). */
declare module '@generated/markdown-twins/default/pages.json' {
  import type {SuggestablePages} from '@site/plugins/markdown-twins';

  const pages: SuggestablePages;
  export default pages;
}
