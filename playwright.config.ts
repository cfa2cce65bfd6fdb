import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the production build, in Debian's Chromium (nothing is downloaded).
 * Global setup builds the app and starts one server on a fresh database for the whole run.
 *
 * Widths: a journey runs at desktop width (1280x800) unless tagged:
 *   { tag: '@phone' }  runs at phone width only (375x812): menus, drawers, small-screen layout;
 *   { tag: '@both' }   runs at both widths: screenshots and accessibility scans of main pages.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

// Each run keeps its failure artefacts (traces, screenshots) in its own folder, so runs started
// side by side never clear each other's. Workers inherit the id from the runner's environment.
process.env.E2E_RUN_ID ??= `${new Date().toISOString().slice(0, 19).replace(/[-:]/g, '')}-${process.pid}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${process.env.E2E_RUN_ID}`,
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // A journey mostly waits on the browser and the server: four at a time keep two cores busy.
  workers: 4,
  // A journey that fails runs once more, recording a trace (below); passing only the second time
  // still fails the run (failOnFlakyTests), so a retry never hides a flaky journey.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  // CI sums the runs' results from JSON reports written to TEST_REPORT_DIR.
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['json', { outputFile: path.resolve(process.env.TEST_REPORT_DIR, 'playwright.json') }]]
    : 'list',
  // Generous for a busy shared machine; a journey takes a few seconds on an idle one. On a slow
  // day two-device journeys took over a minute (a shopper's wishlist on a second device: 66 s).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
    // Recorded on a failed journey's second run: each action with the page's DOM, network and
    // console. Recording it on every journey cost about a twentieth of the run's time; the film
    // strip is left out, as recording it costs a tenth of the run's CPU.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone\b/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grep: /@phone\b|@both\b/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
});
