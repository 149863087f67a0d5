/**
 * The Configuration page's .env builder, as a reader uses it: opened and filled by keyboard,
 * built, copied and downloaded; its code fetched only when opened; no request and nothing stored
 * while it builds; and the shell recipe in its place without JavaScript.
 */
import fs from 'node:fs';
import {test, expect, waitForHydration, waitForQuietNetwork} from './fixtures';
import type {Page, Request} from '@playwright/test';

const route = '/docs/getting-started/configuration';
const openButton = (page: Page) => page.getByRole('button', {name: 'Open the .env builder'});
const file = (page: Page) => page.getByLabel('The generated .env');

/** Focuses the launcher, as a reader who tabbed to it, and opens the builder with Enter. */
async function openByKeyboard(page: Page): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
  await openButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', {name: 'Profile'})).toBeVisible();
}

/** Presses Tab until the focused element has this accessible name (at most `limit` presses). */
async function tabTo(page: Page, name: RegExp, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
      return `${label ?? ''} ${el.getAttribute('aria-label') ?? ''} ${el.tagName === 'BUTTON' ? el.textContent : ''}`;
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('a reader fills the form by keyboard, sees an error beside its field, builds, copies and downloads the file', async ({page, context, watch}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openByKeyboard(page);
  await tabTo(page, /Profile/);
  await page.keyboard.press('End'); // custom, the last profile
  await tabTo(page, /Ollama/);
  await page.keyboard.press('Space');
  await tabTo(page, /Your computer/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', {name: 'A VM behind the Caddy recipe, with your domain'})).toBeChecked();
  await tabTo(page, /Your domain/);
  await page.keyboard.type('not a domain');
  await tabTo(page, /Email for Let's Encrypt/);
  await page.keyboard.type('you@example.com');
  await tabTo(page, /Build the \.env/);
  await page.keyboard.press('Enter');

  const domain = page.getByRole('textbox', {name: 'Your domain'});
  await expect(domain).toBeFocused();
  await expect(domain).toHaveAttribute('aria-invalid', 'true');
  await expect(domain).toHaveAccessibleDescription(/Enter a domain name such as example\.com/);
  await expect(file(page)).toHaveCount(0);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('stack.example.org');
  await expect(domain).not.toHaveAttribute('aria-invalid', 'true');
  await tabTo(page, /Build the \.env/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', {name: 'Your .env', exact: true})).toBeFocused();
  const text = await file(page).textContent();
  for (const line of ['PROFILE=custom', 'ENABLE_OLLAMA=yes', 'WEBUI_AUTH=True', 'NODE_FUNCTION_ALLOW_EXTERNAL=lodash', 'N8N_HOST=n8n.stack.example.org', 'BASE_DOMAIN_NAME=localhost']) {
    expect(text).toContain(`\n${line}\n`);
  }
  expect(text).toMatch(/\nN8N_ENCRYPTION_KEY=[A-Za-z0-9]{32}\n/);
  await expect(page.getByLabel('The Caddyfile for your domain')).toContainText('chat.stack.example.org {');
  await expect(page.getByRole('list', {name: 'The A records to create'}).getByRole('listitem')).toHaveText(['chat.stack.example.org', 'n8n.stack.example.org', 'flowise.stack.example.org']);

  await tabTo(page, /Copy \.env/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Copied the .env.'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  await tabTo(page, /Download seiling-buidlbox\.env/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('seiling-buidlbox.env');
  expect(fs.readFileSync((await download.path())!, 'utf8')).toBe(text);
  expect(watch.errors).toEqual([]);
});

test('behind Caddy with Flowise off, the Caddyfile and the A records leave Flowise out, and the reader is sent to step 1', async ({page}) => {
  await openByKeyboard(page);
  await page.getByRole('checkbox', {name: 'Flowise'}).uncheck();
  await page.getByRole('radio', {name: 'A VM behind the Caddy recipe, with your domain'}).check();
  await expect(page.getByRole('textbox', {name: 'Your domain'})).toHaveAccessibleDescription('Caddy serves chat. and n8n. in front of it, for the services you ticked.');
  await page.getByRole('textbox', {name: 'Your domain'}).fill('stack.example.org');
  await page.getByRole('textbox', {name: "Email for Let's Encrypt"}).fill('you@example.com');
  await page.getByRole('button', {name: 'Build the .env'}).click();
  const caddyfile = page.getByLabel('The Caddyfile for your domain');
  await expect(caddyfile).toContainText('chat.stack.example.org {');
  await expect(caddyfile).toContainText('n8n.stack.example.org {');
  await expect(caddyfile).not.toContainText('flowise.');
  await expect(page.getByRole('list', {name: 'The A records to create'}).getByRole('listitem')).toHaveText(['chat.stack.example.org', 'n8n.stack.example.org']);
  const output = page.getByRole('region', {name: 'Your .env'});
  await expect(output.getByRole('link', {name: 'HTTPS with Caddy'})).toHaveAttribute('href', '/docs/getting-started/deployment#https-with-caddy');
  await expect(output.getByText('HTTPS with Caddy from its step 1.')).toBeVisible();
});

test('on a stack that already ran, the builder asks for the n8n key and the database passwords, links the safe way, and keeps them', async ({page}) => {
  await openByKeyboard(page);
  await page.getByRole('radio', {name: 'It already ran with another .env'}).check();
  await page.getByRole('button', {name: 'Build the .env'}).click();
  const key = page.getByRole('textbox', {name: 'Current N8N_ENCRYPTION_KEY'});
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toHaveAccessibleDescription(/n8n stops under a key other than the one of its first start\. .*Copy the value from your current \.env/);
  await expect(page.getByRole('link', {name: "Move to a new key with n8n's own commands"})).toHaveAttribute('href', '/docs/services/n8n#set-your-own-encryption-key');
  await key.fill('myOldKey');
  await page.getByRole('textbox', {name: 'Current POSTGRES_PASSWORD'}).fill('oldPg');
  await page.getByRole('textbox', {name: 'Current NEO4J_AUTH'}).fill('neo4j/oldNeo');
  await page.getByRole('button', {name: 'Build the .env'}).click();
  const text = await file(page).textContent();
  expect(text).toContain('\nN8N_ENCRYPTION_KEY=myOldKey\n');
  expect(text).toContain('\nNEO4J_AUTH=neo4j/oldNeo\n');
});

test('the builder\'s code loads only when opened, from this site, and no request leaves the page while it builds', async ({page, watch}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(route);
  await waitForHydration(page);
  await waitForQuietNetwork(page);
  const builderChunk = (r: Request) => /env-builder/.test(r.url());
  expect(requests.filter(builderChunk), 'the builder is fetched before it is opened').toEqual([]);

  const atOpen = requests.length;
  await openButton(page).click();
  await expect(page.getByRole('combobox', {name: 'Profile'})).toBeVisible();
  await waitForQuietNetwork(page);
  const opening = requests.slice(atOpen);
  expect(opening.some(builderChunk), 'opening fetches the builder chunk').toBe(true);
  const origin = new URL(page.url()).origin;
  // The builder's code from this site's assets; anything else in the meantime (a prefetch of a
  // linked page) from this site too.
  for (const r of opening.filter(builderChunk)) expect(r.url().startsWith(`${origin}/assets/`), r.url()).toBe(true);
  for (const r of opening) expect(new URL(r.url()).origin, r.url()).toBe(origin);

  const atBuild = requests.length;
  await page.getByRole('textbox', {name: 'OpenAI API key'}).fill('sk-proj-TypedKeyThatMustStay1234');
  await page.getByRole('textbox', {name: 'Sei private key'}).fill('ab'.repeat(32));
  await page.getByRole('button', {name: 'Build the .env'}).click();
  await expect(file(page)).toContainText('OPENAI_API_KEY=sk-proj-TypedKeyThatMustStay1234');
  await page.getByRole('button', {name: 'Build the .env'}).click();
  await page.getByRole('button', {name: 'Download seiling-buidlbox.env'}).click();
  await page.waitForTimeout(500);
  // What could carry the form: anything but a plain GET of this site (links in view are prefetched when idle).
  const building = requests
    .slice(atBuild)
    .filter((r) => !r.url().startsWith('blob:'))
    .filter((r) => r.method() !== 'GET' || new URL(r.url()).origin !== origin || new URL(r.url()).search !== '')
    .map((r) => r.url());
  expect(building, 'requests while building').toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
});

test('nothing is stored: storage, cookies, IndexedDB and the address stay as they were', async ({page, context}) => {
  await page.goto(route);
  await waitForHydration(page);
  const snapshot = () =>
    page.evaluate(async () => ({
      local: {...localStorage},
      session: {...sessionStorage},
      databases: (await indexedDB.databases()).map((d) => d.name),
      url: location.href,
    }));
  const before = await snapshot();
  await openButton(page).click();
  await page.getByRole('textbox', {name: 'Sei private key'}).fill('cd'.repeat(32));
  await page.getByRole('button', {name: 'Build the .env'}).click();
  const text = (await file(page).textContent())!;
  const secret = /\nWEBUI_SECRET_KEY=([A-Za-z0-9]+)\n/.exec(text)![1]!;
  const after = await snapshot();
  expect(after).toEqual(before);
  expect(JSON.stringify(after)).not.toContain(secret);
  expect(JSON.stringify(after)).not.toContain('cd'.repeat(32));
  expect(await context.cookies()).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the page shows the shell recipe, and the builder says it needs JavaScript', async ({page}) => {
    await page.goto(route);
    await expect(page.getByRole('heading', {name: 'Generate strong values'})).toBeVisible();
    await expect(page.locator('pre').filter({hasText: 'openssl rand -hex 32'}).first()).toBeVisible();
    await expect(openButton(page)).toBeDisabled();
    await expect(page.getByText('It needs JavaScript. Without it, use the shell recipe.')).toBeVisible();
    await expect(page.getByRole('link', {name: 'shell recipe'})).toHaveAttribute('href', '#generate-strong-values');
  });
});
