import { expect, test } from './support/fixtures';
import { popup, signUpCustomer } from './support/dashboard';

test('a customer updates their profile: the name and phone are saved, the email stays', async ({ page }) => {
  const { email } = await signUpCustomer(page);
  await page.goto('/dashboard?tab=settings');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ngozi Adeyemi');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveAttribute('type', 'tel');

  await page.getByLabel('Name', { exact: true }).fill('Ngozi Adeyemi-Bello');
  await page.getByLabel('Phone', { exact: true }).fill('0803 123 4567');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const message = popup(page, 'Profile updated.');
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Close' }).click();
  await expect(message).toBeHidden();

  // Saved on the account: a reload finds it, and the greeting follows.
  await page.reload();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+234 803 123 4567');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ngozi Adeyemi-Bello');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Hello, Ngozi Adeyemi-Bello!' })).toBeVisible();

  // No card is kept with the account, and nothing says otherwise.
  await page.goto('/dashboard?tab=settings');
  const payment = page.getByRole('region', { name: 'Payment Methods' });
  await expect(payment).toContainText('No card is saved with your account.');
  await expect(payment).not.toContainText('4242');
  await expect(page.getByText('(Simulated)')).toHaveCount(0);
});

test('a customer changes their password: this device stays signed in, other devices and the old password stop working', async ({
  page,
  request,
}) => {
  const { email, token: oldToken } = await signUpCustomer(page);
  // Another device signed in to the same account.
  const elsewhere = await request.post('/api/auth/login', {
    data: { identifier: email, password: 'Sunny-Lagos-2025' },
  });
  expect(elsewhere.status()).toBe(200);
  const otherToken = ((await elsewhere.json()) as { data: { token: string } }).data.token;
  await page.goto('/dashboard?tab=settings');
  await page.getByLabel('Current Password', { exact: true }).fill('wrong-password-1');
  await page.getByLabel('New Password', { exact: true }).fill('Ikoyi-Lights-77');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Ikoyi-Lights-77');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();

  await page.getByLabel('Current Password', { exact: true }).fill('Sunny-Lagos-2025');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(popup(page, 'Password changed.')).toBeVisible();
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');

  // The page now holds a fresh token for its session; the other device's session has ended.
  const newToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);
  const other = await request.get('/api/account', { headers: { authorization: `Bearer ${otherToken}` } });
  expect(other.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Account Settings' })).toBeVisible();

  const signIn = (password: string) =>
    page.request.post('/api/auth/login', { data: { identifier: email, password } });
  expect((await signIn('Sunny-Lagos-2025')).status()).toBe(401);
  expect((await signIn('Ikoyi-Lights-77')).status()).toBe(200);
});
