import {chromium, type LaunchOptions} from '@playwright/test';
import {programPath, programs} from '../../scripts/lib/programs.cjs';

/**
 * Flags every Chromium run here starts with. Without the networking flags Chromium keeps trying
 * to reach Google's hosts through a closed network.
 */
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * How the browser suite and the screenshots start Chromium: CHROMIUM_PATH, else Debian's headless
 * shell, else Debian's full browser (Playwright cannot download its own browsers on these
 * machines), else Playwright's own where a machine could download it (scripts/lib/programs.cjs).
 */
export const chromiumLaunchOptions: LaunchOptions = {executablePath: programs.chromium.find(), args};

/**
 * How the benches start Chromium: the full browser (BENCH_CHROMIUM_PATH, else Debian's, else
 * Playwright's own), since they time pages as a reader's browser runs them. Throws, naming where
 * it looked and the install command, when there is none.
 */
export function benchChromiumLaunchOptions(): LaunchOptions {
  // The benches serve over TLS with a certificate no one signed (scripts/lib/serve-build.mjs).
  return {executablePath: programPath('benchChromium'), args: [...args, '--ignore-certificate-errors']};
}

/**
 * The version of the benches' Chromium ("156.0.8078.129"), printed beside their figures: a
 * browser upgrade moves them, so figures of two versions are not compared unawares.
 */
export async function benchChromiumVersion(): Promise<string> {
  const browser = await chromium.launch(benchChromiumLaunchOptions());
  try {
    return browser.version();
  } finally {
    await browser.close();
  }
}
