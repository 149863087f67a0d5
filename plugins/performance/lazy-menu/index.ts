import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The phone's menu drawer, rendered when it is first opened (theme/Navbar/MobileSidebar). */
export default function lazyMenuPlugin(): Plugin {
  return {
    name: 'lazy-menu',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'styles.css')],
  };
}
