/**
 * The components every MDX page can use without importing them: Docusaurus's own, and
 * StaticHtml, which the build writes in place of the data components (plugins/static-html).
 */
import MDXComponents from '@theme-original/MDXComponents';
import StaticHtml from '@site/src/components/StaticHtml';

export default {...MDXComponents, StaticHtml};
