import { signIn, unique } from './support/admin';
import { expect, expectAccessible, expectNoSidewaysScroll, superAdmin, test } from './support/fixtures';
import { waitForMessage } from './support/mailbox';

const THANK_YOU = 'Thank you! Your message has been sent. We reply within 24 hours.';

test.describe.configure({ timeout: 90_000 });

test('a shopper sends a message from the Contact page and staff read it in Messages and reply by email @both', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `${unique('contact.')}@example.com`;
  const subject = `Parcel not here yet ${unique('')}`;

  // The shopper writes from the Contact page and is thanked once the store has the message.
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Ngozi Okafor');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone (optional)', { exact: true }).fill('0803 123 4567');
  await page.getByLabel('Order number (optional)', { exact: true }).fill('bd-7k4m2q');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('I ordered last week.\nWhere is my parcel?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: THANK_YOU })).toBeVisible();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');

  // The store's inbox hears of it.
  const notice = await waitForMessage('support@betterdeals.ng', `Contact form: ${subject}`);
  expect(notice.text).toContain(`From: Ngozi Okafor <${email}>`);

  // Staff, elsewhere, find it in the Messages tab, read it in full and reply.
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const staff = await context.newPage();
  await signIn(staff, superAdmin.username, superAdmin.password);
  await staff.getByRole('tab', { name: 'Messages' }).click();
  await expect(staff.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
  const item = staff.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toContainText('Ngozi Okafor');
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await expectAccessible(staff);
  await expectNoSidewaysScroll(staff);

  await item.getByRole('button', { name: `Open message from Ngozi Okafor: ${subject}` }).click();
  await expect(staff.getByRole('heading', { level: 2, name: subject })).toBeFocused();
  await expect(staff.getByText('Where is my parcel?')).toBeVisible();
  await expect(staff.getByText('BD-7K4M2Q')).toBeVisible();
  await expect(staff.getByText('0803 123 4567')).toBeVisible();
  await expectAccessible(staff);

  await staff.getByLabel('Reply', { exact: true }).fill('Your parcel left our Lagos hub this morning.');
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible();
  await expect(staff.getByLabel('Status', { exact: true })).toHaveValue('replied');

  // The reply reaches the shopper's mailbox.
  const reply = await waitForMessage(email, `Re: ${subject} | Better Deals`);
  expect(reply.text).toContain('Hello Ngozi Okafor,');
  expect(reply.text).toContain('Your parcel left our Lagos hub this morning.');

  // Staff close it; back on the list it shows as closed.
  await staff.getByLabel('Status', { exact: true }).selectOption('closed');
  await staff.getByRole('button', { name: 'Save status' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Message status updated.' })).toBeVisible();
  await staff.getByRole('button', { name: 'Back to messages' }).click();
  await expect(
    staff.getByRole('listitem').filter({ hasText: subject }).getByText('Closed', { exact: true }),
  ).toBeVisible();
  await context.close();
});
