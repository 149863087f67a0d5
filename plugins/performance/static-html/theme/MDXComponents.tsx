/** The theme's MDX components, and StaticHtml, which the build writes into pages. */
import MDXComponents from '@theme-init/MDXComponents';
import StaticHtml from '../StaticHtml';

export default {...MDXComponents, StaticHtml};
