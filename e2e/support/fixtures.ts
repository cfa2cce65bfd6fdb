import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

export { expect };
export { signOutOtherDevices, staffHeaders, superAdmin, TINY_PNG } from './accounts';

/**
 * Every journey imports `test` from here rather than from @playwright/test:
 * - `baseURL` is the server global setup started, so `page.goto('/store')` just works;
 * - `page.goto` and `page.reload` return once the app has taken over the server's page (see
 *   `waitForHydration`), as a journey acts on the page as a shopper does once it runs; pass
 *   `waitUntil: 'commit'` or `'domcontentloaded'` to look at the page before its JavaScript runs;
 * - an uncaught error in the page fails the test (a broken screen should never pass quietly).
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const untilHydrated = (waitUntil: string | undefined) =>
      waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle';
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (untilHydrated(options?.waitUntil)) await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (untilHydrated(options?.waitUntil)) await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until React has hydrated the server's HTML and committed it: from then on the page's
 * links move within the app and its controls answer (before, a click on a link is a plain page
 * load and a click on a button does nothing). React offers no public signal for this; its root
 * records it. A document that is not the server's page (no app state in it) has nothing to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root || !document.getElementById('app-state')) return true;
    const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
    const fiber = key ? (root as unknown as Record<string, unknown>)[key] : undefined;
    const current = (fiber as { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } })
      ?.stateNode?.current;
    return current?.memoizedState?.isDehydrated === false;
  });
}

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

function describeViolation(v: Result): string {
  const where = v.nodes
    .slice(0, 5)
    .map(
      (node) =>
        `      at ${node.target.join(' ')}\n         ${node.failureSummary?.split('\n').join(' ') ?? ''}`,
    )
    .join('\n');
  const more = v.nodes.length > 5 ? `\n      ...and ${v.nodes.length - 5} more` : '';
  return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${where}${more}`;
}

/** The page fits the screen's width: nothing on it makes the shopper scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page as it is now and fails on any violation
 * of impact serious or critical, listing each rule and the elements that break it.
 * Wait for the content you care about before calling it.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Evaluated rather than added as a <script>: the store's Content-Security-Policy rightly
  // refuses inline scripts, and the scan must not weaken it.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    window.axe!.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    }),
  );
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious,
    `accessibility violations on ${page.url()}:\n${serious.map(describeViolation).join('\n')}\n`,
  ).toEqual([]);
}

/**
 * A full-page PNG at e2e/screenshots/<project>-<name>.png (e.g. phone-store.png), also attached
 * to the test's report. Animations are frozen, and images already requested are waited for.
 * `{ fullPage: false }` keeps just the screen, for open menus, drawers and dialogs.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const info = test.info();
  // Best effort: a picture with a photo still loading is better than a failed journey.
  await page
    .waitForFunction(
      () => [...document.images].every((img) => img.complete || img.loading === 'lazy'),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${info.project.name}-${name}.png`);
  const png = await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  // As a body, so the picture is not copied again into test-results/.
  await info.attach(`${info.project.name}-${name}`, { body: png, contentType: 'image/png' });
}

/**
 * Holds back every request to `pattern` until the returned function is called, however busy the
 * machine is: the journey decides when the held files or answers arrive.
 */
export async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` as a phone on slow data first shows it: the server's page, readable, its boot
 * script listening for taps, and the app's code held back until the returned function is called.
 */
export async function openBeforeTheAppStarts(page: Page, path: string): Promise<() => void> {
  const release = await holdBack(page, '**/assets/*.js');
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => 'earlyTaps' in window);
  return release;
}
