import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {numberWord} from '../../src/data/counts';
import {servicePath, services} from '../../src/data/services';
import {installCommands} from '../../src/data/site';
import {siteDir} from '../lib/docs';
import {spec} from '../lib/spec';

test('the hero shows the product, its tagline and the two ways in', async ({page}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', {level: 1})).toHaveText(spec.title);
  await expect(main.getByText(spec.tagline)).toBeVisible();
  await expect(main.getByRole('link', {name: 'Read the introduction'})).toHaveAttribute('href', '/docs/intro');
  await expect(main.getByRole('link', {name: 'Quick Start'}).first()).toHaveAttribute('href', '/docs/getting-started/quick-start');
});

test('the install one-liner sits in a code block that copies it', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  // The copy button answers only once React has hydrated the page.
  await waitForHydration(page);
  const block = page.locator('pre').filter({hasText: installCommands.piped});
  await expect(block).toBeVisible();
  await block.hover();
  await page.getByRole('button', {name: 'Copy code to clipboard'}).first().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(installCommands.piped);
});

test('the services appear as cards with purpose, host port and a link to their page', async ({page}) => {
  await page.goto('/');
  const section = page.getByRole('region', {name: `The ${numberWord(services.length)} services`});
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(services.length);
  for (const [index, service] of services.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading')).toHaveText(service.name);
    await expect(card.getByRole('link', {name: service.name})).toHaveAttribute('href', servicePath(service));
    await expect(card).toContainText(service.purpose);
    for (const port of service.ports) await expect(card).toContainText(String(port.host));
  }
});

test('a section explains how the services fit together', async ({page}) => {
  await page.goto('/');
  const section = page.getByRole('region', {name: 'How it fits together'});
  await expect(section.getByRole('listitem')).toHaveCount(4);
});

test('every image on the home page has its size set and the built images stay under 100 KB', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const sizes = await page.locator('img').evaluateAll((images) =>
    images.map((image) => [image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]),
  );
  expect(sizes.length).toBeGreaterThan(0);
  for (const [src, width, height] of sizes) {
    expect(width, `${src} width`).toMatch(/^\d+$/);
    expect(height, `${src} height`).toMatch(/^\d+$/);
  }
  const imageDir = path.join(siteDir, 'build', 'img');
  for (const file of fs.readdirSync(imageDir)) {
    expect(fs.statSync(path.join(imageDir, file)).size, file).toBeLessThan(100 * 1024);
  }
});

test('with reduced motion requested, nothing on the page animates', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.goto('/');
  const durations = await page.locator('a, button').evaluateAll((els) =>
    els.map((el) => parseFloat(getComputedStyle(el).transitionDuration) || 0),
  );
  expect(Math.max(...durations)).toBeLessThanOrEqual(0.001);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('both install commands arrive highlighted from the build, in more than one colour', async ({page}) => {
    await page.goto('/');
    for (const command of [installCommands.piped, installCommands.clone]) {
      const block = page.locator('pre').filter({hasText: command});
      await expect(block).toHaveText(command);
      const colours = await block.locator('code *').evaluateAll((nodes) =>
        [...new Set(nodes.filter((node) => node.textContent?.trim()).map((node) => getComputedStyle(node).color))],
      );
      expect(colours.length, command).toBeGreaterThan(1);
    }
  });
});
