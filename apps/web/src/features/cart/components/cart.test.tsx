import { applyCoupon, type CouponCheckInput } from '@better-deals/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest, type RequestOptions } from '../../../lib/api-client';
import { makeProduct, memoryStorage } from '../../../lib/test-helpers';
import { cartActions } from '../cart-slice';
import { SEEDED_COUPONS } from '../coupon-fixtures';
import { useCartActions } from '../use-cart';
import { useCartSummary } from '../use-cart-summary';
import { CartLineItem } from './cart-line-item';
import { CartOrderSummary } from './cart-order-summary';

/** The cart's lines and summary, wired to the store as the cart page wires them. */
function Cart() {
  const summary = useCartSummary();
  const actions = useCartActions();
  return (
    <>
      <ul aria-label="Items in your cart">
        {summary.lines.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            onChangeQuantity={(delta) => actions.changeQuantity(line.id, delta)}
            onSaveForLater={() => actions.saveForLater(line.id)}
            onRemove={() => actions.remove(line.id)}
          />
        ))}
      </ul>
      <CartOrderSummary summary={summary} />
    </>
  );
}

const kettle = makeProduct({ _id: 'kettle', title: 'Electric Kettle', price: 8_000 });
const cable = makeProduct({ _id: 'cable', title: 'USB Cable', price: 2_500 });

/**
 * A fake store answering the coupon check with the seeded vouchers, as the server does (the
 * same rule); `down` makes every check fail as a dropped connection would.
 */
function couponServer({ down = false } = {}) {
  return vi.fn(async (path: string, options: RequestOptions = {}) => {
    if (path !== '/coupons/check' || down) throw new ApiError('No response received from server.', 0);
    const { code, subtotal } = options.body as CouponCheckInput;
    const wanted = code.trim().toUpperCase();
    const terms = Object.values(SEEDED_COUPONS).find((c) => c.code === wanted);
    const voucher = terms
      ? {
          ...terms,
          active: true,
          startsAt: null,
          endsAt: null,
          usageLimit: null,
          uses: 0,
          perCustomerLimit: null,
        }
      : null;
    const result = applyCoupon(code, subtotal, voucher, { at: new Date() });
    return result.ok
      ? { success: true, ...result, coupon: terms }
      : { success: true, ok: false, reason: result.reason, message: result.message };
  });
}

function renderCart(...products: ReturnType<typeof makeProduct>[]) {
  return renderCartWith(couponServer(), products);
}

function renderCartWith(
  request: ReturnType<typeof couponServer>,
  products: ReturnType<typeof makeProduct>[],
) {
  const store = makeStore({ storage: memoryStorage().storage, request: request as unknown as ApiRequest });
  for (const product of products) store.dispatch(cartActions.add(product));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <Cart />
      </MemoryRouter>
    </Provider>,
  );
  return {
    store,
    request,
    user: userEvent.setup({
      advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
    }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

const items = () => screen.getByRole('list', { name: 'Items in your cart' });
const summaryRow = (label: string | RegExp) => {
  const term = within(screen.getByRole('region', { name: 'Order summary' })).getByText(label);
  return term.parentElement?.textContent ?? '';
};

describe('the cart', () => {
  it('a shopper sees each line with its unit price, quantity and line total', () => {
    renderCart(kettle, kettle, cable);
    const line = within(items()).getByRole('link', { name: 'Electric Kettle' }).closest('li');
    if (!line) throw new Error('no line for the kettle');
    expect(within(line).getByRole('group', { name: 'Quantity of Electric Kettle' }).textContent).toContain(
      '2',
    );
    expect(line.textContent).toContain('₦8,000 each');
    expect(line.textContent).toContain('Line total: ₦16,000');
    expect(within(items()).getByRole('link', { name: 'USB Cable' })).toBeTruthy();
  });

  it("a shopper whose line the store prices at its flash deal's price is told why it is lower", () => {
    const line = { id: 'kettle', title: 'Electric Kettle', price: 7_200, quantity: 1, lineTotal: 7_200 };
    const stock = { available: 4, limit: 4, note: null };
    const actions = { onChangeQuantity: () => {}, onSaveForLater: () => {}, onRemove: () => {} };
    const { unmount } = render(
      <MemoryRouter>
        <ul>
          <CartLineItem line={line} stock={{ ...stock, dealPrice: true }} {...actions} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByRole('listitem').textContent).toContain('₦7,200 each, Flash deal price');
    unmount();
    render(
      <MemoryRouter>
        <ul>
          <CartLineItem line={line} stock={{ ...stock, dealPrice: false }} {...actions} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByRole('listitem').textContent).not.toContain('Flash deal price');
  });

  it('a shopper who presses + sees the quantity, the line total and the subtotal go up', async () => {
    const { user } = renderCart(kettle);
    expect(summaryRow(/^Subtotal/)).toContain('Subtotal (1 item)₦8,000');

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Electric Kettle' }));

    expect(screen.getByRole('group', { name: 'Quantity of Electric Kettle' }).textContent).toContain('2');
    expect(summaryRow(/^Subtotal/)).toContain('Subtotal (2 items)₦16,000');
  });

  it('a shopper who presses − at quantity 1 sees the line leave the cart', async () => {
    const { user } = renderCart(kettle, cable);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of USB Cable' }));
    expect(within(items()).queryByRole('link', { name: 'USB Cable' })).toBeNull();
    expect(summaryRow(/^Subtotal/)).toContain('₦8,000');
  });

  it('a shopper who removes a line no longer sees it or pays for it', async () => {
    const { user } = renderCart(kettle, cable);
    await user.click(screen.getByRole('button', { name: 'Remove: Electric Kettle' }));
    expect(within(items()).queryByRole('link', { name: 'Electric Kettle' })).toBeNull();
    expect(summaryRow(/^Subtotal/)).toContain('Subtotal (1 item)₦2,500');
  });

  it('a shopper applies save10: the store is asked, and the discount row and its message show', async () => {
    const { user, request } = renderCart(kettle);
    await user.type(screen.getByLabelText('Coupon code'), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Coupon SAVE10 applied: 10% off.')).toBeTruthy();
    expect(summaryRow('Discount (SAVE10)')).toContain('-₦800');
    expect(request).toHaveBeenCalledWith(
      '/coupons/check',
      expect.objectContaining({ method: 'POST', body: { code: 'save10', subtotal: 8000 } }),
    );
  });

  it('a shopper with too small a subtotal is told the coupon needs more', async () => {
    const { user } = renderCart(cable);
    await user.type(screen.getByLabelText('Coupon code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon requires a subtotal of ₦5,000.')).toBeTruthy();
    expect(screen.queryByText(/^Discount/)).toBeNull();
  });

  it('an empty box asks for a code; an unknown code after a good one takes the discount away', async () => {
    const { user } = renderCart(kettle);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter a coupon code.')).toBeTruthy();
    await user.type(screen.getByLabelText('Coupon code'), 'FIXED2000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon FIXED2000 applied: ₦2,000 off.')).toBeTruthy();
    await user.type(screen.getByLabelText('Coupon code'), 'HALFPRICE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid coupon code.')).toBeTruthy();
    expect(screen.queryByText(/^Discount/)).toBeNull();
  });

  it('the coupon message clears itself after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderCart(kettle);
    await user.type(screen.getByLabelText('Coupon code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SAVE10 applied: 10% off.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.queryByText('Coupon SAVE10 applied: 10% off.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Coupon SAVE10 applied: 10% off.')).toBeNull();
    expect(summaryRow('Discount (SAVE10)')).toContain('-₦800');
  });

  it('when the store cannot be reached, the shopper is told to try again and no discount is shown', async () => {
    const { user } = renderCartWith(couponServer({ down: true }), [kettle]);
    await user.type(screen.getByLabelText('Coupon code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('We could not check that coupon just now. Please try again.'),
    ).toBeTruthy();
    expect(screen.queryByText(/^Discount/)).toBeNull();
  });

  it('a shopper who estimates with no postal code is asked for one', async () => {
    const { user } = renderCart(kettle);
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(screen.getByText('Please enter a zip code.')).toBeTruthy();
  });

  it('the way to checkout is a real link to /checkout', () => {
    renderCart(kettle);
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('a shopper with a line the store can no longer sell is told to remove or save it before checking out', () => {
    const store = makeStore({ storage: memoryStorage().storage });
    store.dispatch(cartActions.add(kettle));
    function Summary() {
      return <CartOrderSummary summary={useCartSummary()} unavailable={1} />;
    }
    render(
      <Provider store={store}>
        <MemoryRouter>
          <Summary />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Remove the item we can no longer sell, or save it for later, to check out.',
    );
  });
});
