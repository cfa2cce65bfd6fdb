import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

let accounts = 0;

/** A new customer, signed up through the API, with the token where the store keeps it. */
async function signUpCustomer(page: Page) {
  accounts += 1;
  const email = `addresses.${Date.now()}.${process.pid}.${accounts}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'Sunny-Lagos-2025', name: 'Ngozi Adeyemi' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { token: string } };
  await page.goto('/about');
  await page.evaluate((token) => localStorage.setItem('token', token), body.data.token);
}

/** A product in stock with plenty left. */
async function productInStock(request: APIRequestContext) {
  const response = await request.get('/api/products', {
    params: { sortBy: 'price-low', limit: '100', inStock: 'true' },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { _id: string; title: string; stock: number }[] };
  const product = data.find((p) => p.stock >= 20);
  if (!product) throw new Error('The demo catalogue has no product with 20 in stock');
  return product;
}

interface NewAddress {
  state: string;
  lga: string;
  city: string;
  street: string;
  landmark?: string;
  phone: string;
  postalCode?: string;
}

/** Add address, filled in the way a customer would: the state first, then its LGA. */
async function addAddress(page: Page, address: NewAddress) {
  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await expect(form.getByLabel('Full name')).toHaveValue('Ngozi Adeyemi');
  await form.getByLabel('State', { exact: true }).selectOption(address.state);
  await form.getByLabel('LGA', { exact: true }).selectOption(address.lga);
  await form.getByLabel('City or area').fill(address.city);
  await form.getByLabel('Street address').fill(address.street);
  if (address.landmark) await form.getByLabel('Landmark (optional)').fill(address.landmark);
  await form.getByLabel('Phone').fill(address.phone);
  if (address.postalCode) await form.getByLabel('Postal code (optional)').fill(address.postalCode);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Saved addresses' }).locator('address').getByText(address.street),
  ).toBeVisible();
}

test.describe('Address book', () => {
  test(
    'a customer saves two addresses, makes the second the default, and finds checkout filled in with it',
    { tag: '@both' },
    async ({ page, request }) => {
      test.slow();
      await signUpCustomer(page);
      await page.goto('/dashboard?tab=settings');
      const book = page.getByRole('region', { name: 'Address Book' });
      await expect(book.getByText('You have no saved addresses yet.', { exact: false })).toBeVisible({
        timeout: 20_000,
      });

      await addAddress(page, {
        state: 'Lagos',
        lga: 'Ikeja',
        city: 'Ikeja GRA',
        street: '3 Isaac John Street',
        phone: '0803 123 4567',
      });
      // A wrong phone is named under its field, and nothing is saved.
      await page.getByRole('button', { name: 'Add address' }).click();
      const form = page.getByRole('form', { name: 'New address' });
      await form.getByLabel('Phone').fill('12345');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(
        form.getByText('Phone must be a Nigerian phone number, like 0803 123 4567.'),
      ).toBeVisible();
      await expect(form.getByText('State is required.')).toBeVisible();
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Cancel' }).click();

      await addAddress(page, {
        state: 'Federal Capital Territory',
        lga: 'Abuja Municipal',
        city: 'Wuse 2',
        street: '7 Aminu Kano Crescent',
        landmark: 'Near Banex Plaza',
        phone: '0809 555 0101',
        postalCode: '900288',
      });
      const list = page.getByRole('list', { name: 'Saved addresses' });
      // The first one saved is the default.
      await expect(list.getByRole('listitem').first()).toContainText('3 Isaac John Street');
      await expect(list.getByRole('listitem').first()).toContainText('Default');

      await page.getByRole('button', { name: 'Make default for 7 Aminu Kano Crescent' }).click();
      await expect(page.getByText('Default address changed.')).toBeVisible();
      await expect(list.getByRole('listitem').first()).toContainText('7 Aminu Kano Crescent');
      await expect(list.getByRole('listitem').first()).toContainText('Default');
      await expect(list.getByText('Default', { exact: true })).toHaveCount(1);
      await expectAccessible(page);

      const product = await productInStock(request);
      await page.goto(`/product/${product._id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible({
        timeout: 20_000,
      });
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      await page.goto('/checkout');

      await expect(page.getByLabel('Address line 1')).toHaveValue('7 Aminu Kano Crescent', {
        timeout: 20_000,
      });
      await expect(page.getByLabel('Full name')).toHaveValue('Ngozi Adeyemi');
      await expect(page.getByLabel('Address line 2 (optional)')).toHaveValue('Near Banex Plaza');
      await expect(page.getByLabel('City')).toHaveValue('Wuse 2');
      await expect(page.getByLabel('State', { exact: true })).toHaveValue('Federal Capital Territory');
      await expect(page.getByLabel('Postal code')).toHaveValue('900288');
      await expect(page.getByLabel('Phone')).toHaveValue('0809 555 0101');
      await expect(page.getByLabel('Country')).toHaveValue('Nigeria');

      // The other saved address is a choice away.
      await page
        .getByLabel('Use a saved address')
        .selectOption({ label: 'Ngozi Adeyemi, 3 Isaac John Street, Ikeja GRA, Lagos' });
      await expect(page.getByLabel('Address line 1')).toHaveValue('3 Isaac John Street');
      await expect(page.getByLabel('State', { exact: true })).toHaveValue('Lagos');
      await expectAccessible(page);
    },
  );
});
