import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The phone's drawer and its docs sidebar first render in transitions after hydration (./theme). */
export default (): Plugin => ({name: 'phone-drawer', getThemePath: () => path.join(__dirname, 'theme')});
