import {test as base, expect, type Locator, type Page} from '@playwright/test';

export interface PageWatch {
  /** Console errors and uncaught exceptions, in order. */
  readonly errors: string[];
  /** Requests to any origin other than the page's own (data: and blob: excepted). */
  readonly foreignRequests: string[];
}

/** Every test gets `watch`: what went wrong on the page, and where it tried to reach. */
export const test = base.extend<{watch: PageWatch}>({
  watch: async ({page, baseURL}, use) => {
    const origin = new URL(baseURL!).origin;
    const watch: PageWatch = {errors: [], foreignRequests: []};
    page.on('console', (message) => {
      if (message.type() === 'error') watch.errors.push(message.text());
    });
    page.on('pageerror', (error) => watch.errors.push(`${error.name}: ${error.message}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.origin !== origin) watch.foreignRequests.push(request.url());
    });
    await use(watch);
  },
});

export {expect};

export interface Connection {
  readonly saveData: boolean;
  readonly effectiveType: string;
}

/** Pretend the reader's browser reports this connection (navigator.connection). */
export async function emulateConnection(page: Page, connection: Connection): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, value});
  }, connection);
}

/** Pretend the reader's browser asks to save data (navigator.connection.saveData). */
export function emulateSaveData(page: Page): Promise<void> {
  return emulateConnection(page, {saveData: true, effectiveType: '4g'});
}

/**
 * The search box in the navbar: a textbox, which becomes a combobox while its list of results
 * is open (the plugin opens it on focus once its index has loaded).
 */
export function navbarSearch(page: Page): Locator {
  const navbar = page.getByRole('navigation', {name: 'Main'});
  return navbar.getByRole('textbox', {name: 'Search'}).or(navbar.getByRole('combobox', {name: 'Search'}));
}

/** Resolves once React has hydrated the page (Docusaurus marks the root element then). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
