/**
 * plugins/performance/phone-drawer: on a phone, the drawer and the docs sidebar's part of it render
 * after the render that follows hydration (which React does in one piece, in one task), and the
 * drawer still opens on the first tap. A MutationObserver's callback gets the DOM's changes of one
 * task, so each group of changes below is one task's; the sidebar's part of the drawer is seen by
 * its first `localeCompare`, which sorts its props' keys.
 */
import {test, expect, waitForHydration} from './fixtures';
import {spec} from '../lib/spec';

interface Seen {
  /** Per task that changed the DOM: whether it took the desktop sidebar away, whether it added the drawer. */
  groups: {sidebarGone: boolean; drawerAdded: boolean}[];
  /** Per call of localeCompare: how many groups had been delivered by then. */
  sorts: number[];
}

test.use({viewport: {width: 412, height: 823}, hasTouch: true, isMobile: true});

test('on a phone, the drawer and its docs sidebar are rendered after the render that takes the desktop sidebar away, and the drawer opens on the first tap', {tag: '@performance'}, async ({page}) => {
  await page.addInitScript(() => {
    const seen: Seen = {groups: [], sorts: []};
    Object.assign(window, {seen});
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      seen.sorts.push(seen.groups.length);
      return localeCompare.apply(this, args);
    };
    const matching = (nodes: NodeList, selector: string) =>
      Array.from(nodes).some((node) => node instanceof Element && (node.matches(selector) || node.querySelector(selector) !== null));
    new MutationObserver((records) => {
      seen.groups.push({
        sidebarGone: records.some((record) => matching(record.removedNodes, '.theme-doc-sidebar-menu')),
        drawerAdded: records.some((record) => matching(record.addedNodes, '.navbar-sidebar')),
      });
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(page.locator('.navbar-sidebar .theme-doc-sidebar-menu')).toBeAttached();
  const {groups, sorts} = await page.evaluate(() => (window as unknown as {seen: Seen}).seen);
  const sidebarGone = groups.findIndex((group) => group.sidebarGone);
  expect(sidebarGone, 'the desktop sidebar is taken away after hydration').toBeGreaterThanOrEqual(0);
  expect(groups.findIndex((group) => group.drawerAdded), 'the drawer comes in a later task').toBeGreaterThan(sidebarGone);
  expect(sorts.length, "the drawer's docs sidebar sorts its props").toBeGreaterThan(0);
  expect(Math.min(...sorts), "the drawer's docs sidebar comes in a later task").toBeGreaterThan(sidebarGone);

  await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: spec.introLabel})).toBeInViewport();
});
