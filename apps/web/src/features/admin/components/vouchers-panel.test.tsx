import type { Voucher } from '@better-deals/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest, type RequestOptions } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';
import VouchersPanel from './vouchers-panel';

const save10: Voucher = {
  _id: 'v1',
  code: 'SAVE10',
  type: 'percent',
  value: 10,
  minSubtotal: 5000,
  description: '10% off orders of ₦5,000 or more',
  startsAt: null,
  endsAt: '2026-12-31T22:59:00.000Z',
  usageLimit: 50,
  perCustomerLimit: 1,
  active: true,
  uses: 3,
  createdAt: '2026-12-01T09:00:00.000Z',
};

/** A fake store over a list of vouchers: list, create (refusing taken codes) and edit. */
function renderPanel() {
  let vouchers = [save10];
  const request = vi.fn(async (path: string, options: RequestOptions = {}) => {
    if (options.method === undefined || options.method === 'GET') return { success: true, coupons: vouchers };
    const body = options.body as Partial<Voucher>;
    if (options.method === 'POST') {
      if (body.code?.toUpperCase() === 'SAVE10') {
        throw new ApiError(
          'HTTP error! Status: 409',
          409,
          'code: a voucher with the code SAVE10 already exists.',
        );
      }
      if ((body.value ?? 0) < 0)
        throw new ApiError('HTTP error! Status: 400', 400, 'value must not be negative.');
      const coupon = { ...save10, ...body, _id: 'v2', uses: 0, code: String(body.code).toUpperCase() };
      vouchers = [coupon, ...vouchers];
      return { success: true, coupon };
    }
    const id = path.split('/').pop();
    vouchers = vouchers.map((v) => (v._id === id ? { ...v, ...body } : v));
    return { success: true, coupon: vouchers.find((v) => v._id === id) };
  });
  const store = makeStore({ storage: memoryStorage().storage, request: request as unknown as ApiRequest });
  render(
    <Provider store={store}>
      <VouchersPanel />
    </Provider>,
  );
  return { request, user: userEvent.setup() };
}

const row = async (code: string) => (await screen.findByRole('rowheader', { name: code })).closest('tr')!;

describe('the Vouchers tab', () => {
  it('lists each voucher with its value, minimum, Lagos period, uses against its limit and status', async () => {
    renderPanel();
    const text = (await row('SAVE10')).textContent;
    expect(text).toContain('10% off');
    expect(text).toContain('₦5,000');
    expect(text).toContain('until 31 Dec 2026, 23:59');
    expect(text).toContain('3 of 50 (1 per customer)');
    expect(text).toContain('Active');
  });

  it('staff create a voucher; a taken code is shown beside Code and nothing is added', async () => {
    const { user, request } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New voucher' }));
    await user.type(screen.getByLabelText(/^Code/), 'save10');
    await user.type(screen.getByLabelText(/^Percent off/), '15');
    await user.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByText('A voucher with the code SAVE10 already exists.')).toBeTruthy();
    expect(screen.getByLabelText(/^Code/).getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), 'xmas15');
    await user.type(screen.getByLabelText(/^Ends \(Lagos time\)/), '2026-12-26T23:00');
    await user.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByText('Voucher XMAS15 saved.')).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      '/admin/coupons',
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ code: 'xmas15', value: 15, endsAt: '2026-12-26T23:00:00+01:00' }),
      }),
    );
    expect(await row('XMAS15')).toBeTruthy();
  });

  it('staff edit a voucher and switch it off from the list', async () => {
    const { user } = renderPanel();
    await user.click(within(await row('SAVE10')).getByRole('button', { name: 'Edit SAVE10' }));
    const minimum = screen.getByLabelText(/^Minimum subtotal/);
    await user.clear(minimum);
    await user.type(minimum, '6000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Voucher SAVE10 saved.')).toBeTruthy();
    expect((await row('SAVE10')).textContent).toContain('₦6,000');
    await user.click(screen.getByRole('button', { name: 'Switch off SAVE10' }));
    expect(await screen.findByText('Voucher SAVE10 switched off.')).toBeTruthy();
    expect((await row('SAVE10')).textContent).toContain('Off');
  });
});
