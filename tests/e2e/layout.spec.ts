import {test, expect, waitForHydration} from './fixtures';
import {spec} from '../lib/spec';

test('at 1280 px the docs sidebar is visible', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/intro');
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
});

test('at 375 px the sidebar sits behind the menu button, which opens and closes it', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
  // In the phone layout the docs sidebar lives inside the main navigation's menu.
  const menuIntro = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: spec.introLabel});
  await expect(menuIntro).toBeHidden();
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(menuIntro).toBeVisible();
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(menuIntro).toBeHidden();
});

test('the layout switches at the spec breakpoint', async ({page}) => {
  await page.goto('/docs/intro');
  await page.setViewportSize({width: spec.desktopBreakpoint + 1, height: 800});
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  await page.setViewportSize({width: spec.desktopBreakpoint - 1, height: 800});
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
});

test('the navbar hides when scrolling down and returns when scrolling up', async ({page}) => {
  await page.goto('/docs/getting-started/configuration');
  await waitForHydration(page);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar).toBeInViewport();
  await page.mouse.move(600, 400);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 300);
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(navbar).toBeInViewport();
});

test('at 375 px the menu drawer, rendered when first opened, still slides in', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/docs/services/redis');
  await waitForHydration(page);
  await expect(page.locator('.navbar-sidebar'), 'the closed drawer is not rendered yet').toHaveCount(0);
  // Played at a tenth of its speed, so that the slide spans many frames even when a busy machine
  // drops some: at full speed it passes through about 11 positions, and a loaded CI run sampled
  // none of them.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', {playbackRate: 0.1});
  // The drawer's horizontal offset, frame by frame, from the click until it is open (or for 400
  // frames at most).
  const sampled = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const offsets: number[] = [];
        const sample = () => {
          const drawer = document.querySelector('.navbar-sidebar');
          if (drawer) offsets.push(new DOMMatrix(getComputedStyle(drawer).transform).m41);
          if (offsets.at(-1) === 0 || offsets.length >= 400) resolve(offsets);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
  );
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Redis', exact: true})).toBeVisible();
  const offsets = await sampled;
  expect(offsets.at(-1), 'it ends open, at 0').toBe(0);
  expect(offsets[0], 'it starts off screen, at its own width to the left').toBeLessThan(-300);
  expect(offsets.filter((x) => x < -1 && x > -300).length, 'frames on the way in').toBeGreaterThan(2);
});
