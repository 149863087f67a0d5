import type {LaunchOptions} from '@playwright/test';
import {programs} from '../../scripts/lib/programs.cjs';

/**
 * How every browser run here starts Chromium: CHROMIUM_PATH, else Debian's (Playwright cannot
 * download its own browsers on these machines), else Playwright's own where a machine could
 * download it. Without the networking flags Chromium keeps trying to reach Google's hosts
 * through a closed network.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: programs.chromium.find(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
