import { formatNaira } from '@better-deals/domain';
import { expect, test } from './support/fixtures';
import { allDeals, dealsGrid, openDeals } from './support/flash-deals';

test("a shopper who opens a deal finds the deal's price on its product page, rendered with the page, and its end", async ({
  page,
}) => {
  const data = await openDeals(page);
  const deal = allDeals(data).find((d) => d.stock > 0 && d !== data.featured)!;
  await dealsGrid(page).getByRole('link', { name: deal.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: deal.title })).toBeVisible();
  const details = page.getByRole('main');
  await expect(details.getByText(formatNaira(deal.salePrice)).first()).toBeVisible();
  await expect(
    details.getByText(/^Flash deal price until \d+ \w{3} \d{4}, \d\d:00 \(Lagos time\)\./),
  ).toBeVisible();

  // Opened directly, the server renders the deal's price with the page, and the app starts from it
  // without asking again.
  const html = await (await page.request.get(`/product/${deal._id}`)).text();
  expect(html).toContain('Flash deal price until');
  expect(html).toContain(`"price":"${deal.salePrice.toFixed(2)}"`);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/flashDeals')) asked.push(request.url());
  });
  await page.goto(`/product/${deal._id}`);
  await expect(details.getByText(formatNaira(deal.salePrice)).first()).toBeVisible();
  expect(asked).toEqual([]);

  // Added from here, it goes to the cart at that price, and checkout's first step says so.
  await details.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.goto('/checkout');
  const money = formatNaira(deal.salePrice).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(
    page.getByRole('region', { name: 'Order summary' }).getByText(new RegExp(`^1 × ${money}(\\.\\d\\d)?$`)),
  ).toBeVisible();
});

test('claiming the featured deal puts it in the cart at its sale price', async ({ page }) => {
  // Our clock, so the brief 'Added to cart' is seen however busy the machine.
  await page.clock.install();
  const data = await openDeals(page);
  const deal = data.featured!;
  const featured = page.getByRole('article', { name: deal.title });
  await expect(featured.getByRole('button', { name: 'Claim Deal' })).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await featured.getByRole('button', { name: 'Claim Deal' }).click();
  await expect(featured.getByRole('button', { name: 'Added to cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(featured.getByRole('button', { name: 'Claim Deal' })).toBeVisible();

  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cartState') ?? 'null') as unknown);
  expect(saved).toMatchObject({
    items: [{ _id: deal._id, title: deal.title, price: deal.salePrice, quantity: 1 }],
    totalQuantity: 1,
    totalAmount: deal.salePrice,
  });

  await page.clock.resume();
  await page.goto('/cart');
  await expect(page.getByText(deal.title).first()).toBeVisible();
  await expect(page.getByText(formatNaira(deal.salePrice)).first()).toBeVisible();
});
