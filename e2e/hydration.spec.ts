import type { ConsoleMessage, Worker } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { anInStockProduct } from './support/server-html';

test.describe('Hydration', () => {
  for (const { name, path } of [
    { name: 'the home page', path: '/' },
    { name: 'the store', path: '/store' },
    { name: 'a product', path: 'product' },
    { name: 'the flash deals', path: '/flashDeals' },
    { name: 'an empty cart', path: '/cart' },
  ]) {
    test(`a shopper opening ${name} sees no console errors or hydration warnings, and the page asks the API for nothing it was sent`, async ({
      page,
      request,
    }) => {
      let allowed: string[] = [];
      let address = path;
      if (path === 'product') {
        const product = await anInStockProduct(request);
        address = `/product/${product._id}`;
        // Related products are not part of the first screen: the page asks for them as it is read.
        allowed = [`/api/products/${product._id}/related`];
      }
      const problems: string[] = [];
      const record = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      };
      page.on('console', record);
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      const asked: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
      });

      // The fixture's goto returns once React has hydrated the server's HTML.
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (path === 'product') {
        await expect(page.getByRole('list', { name: 'Related products' })).toBeVisible();
      }

      expect(problems, 'console errors, warnings and uncaught errors').toEqual([]);
      expect(
        asked.filter((pathname) => !allowed.includes(pathname)),
        'API requests for data the page came with',
      ).toEqual([]);
    });
  }
});

test('a shopper’s phone builds its naira formats off the page’s main thread, in a worker that runs to its end while the app’s code downloads', async ({
  page,
}) => {
  const workers: Worker[] = [];
  page.on('worker', (worker) => workers.push(worker));
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(workers.map((worker) => new URL(worker.url()).pathname)).toEqual(['/intl-warm-up.js']);
  // The worker ends itself after its last line: one that stopped on an error would stay open.
  const [worker] = workers;
  await expect
    .poll(async () => {
      try {
        await worker?.evaluate(() => 1);
        return 'running';
      } catch {
        return 'ended';
      }
    })
    .toBe('ended');
  await expect(page.getByText(/₦[\d,]+/).first()).toBeVisible();
});

test('a shopper opens the cart: rendered by the server while empty, by the browser once it holds something, with no hydration warnings either way', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  const hint = async () => (await page.context().cookies()).find((c) => c.name === 'bd_cart')?.value;
  const renderedByServer = async () =>
    page.evaluate(() => {
      const text = document.getElementById('app-state')?.textContent;
      return text ? (JSON.parse(text) as { serverRendered: boolean }).serverRendered : null;
    });

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 2, name: 'Your cart is empty!' })).toBeVisible();
  expect(await renderedByServer()).toBe(true);
  expect(await hint()).toBeUndefined();

  const product = await anInStockProduct(request);
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await hint()).toBe('1');

  // The server cannot read the browser's cart: it leaves the page to the app, which renders the line.
  await page.goto('/cart');
  expect(await renderedByServer()).toBe(false);
  await expect(page.getByRole('button', { name: `Remove: ${product.title}` })).toBeVisible();
  await page.getByRole('button', { name: `Remove: ${product.title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your cart is empty!' })).toBeVisible();
  expect(await hint()).toBeUndefined();

  await page.reload();
  expect(await renderedByServer()).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Your cart is empty!' })).toBeVisible();
  expect(problems, 'console errors and warnings').toEqual([]);
});
