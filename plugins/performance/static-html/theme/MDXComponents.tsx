/**
 * The components every MDX page can use without importing them: Docusaurus's own, and
 * StaticHtml, which the build writes in place of the data components (plugins/performance/static-html).
 */
import MDXComponents from '@theme-init/MDXComponents';
import StaticHtml from '../StaticHtml';

export default {...MDXComponents, StaticHtml};
