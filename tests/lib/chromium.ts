import type {LaunchOptions} from '@playwright/test';

/**
 * How every browser run here starts Debian's Chromium: Playwright cannot download its own
 * browsers on these machines, and without the networking flags Chromium keeps trying to
 * reach Google's hosts through a closed network.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
