import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import CartPage from '../../../app/routes/cart';
import { makeStore } from '../../../app/store';
import { makeProduct, memoryStorage } from '../../../lib/test-helpers';
import { fakeOrdersRequest } from '../../checkout/fake-orders-request';
import { cartActions } from '../cart-slice';
import { AddToCartButton } from './add-to-cart-button';

const kettle = makeProduct({ _id: 'kettle', title: 'Electric Kettle', price: 8_000, stock: 2 });
const radio = makeProduct({ _id: 'radio', title: 'Pocket Radio', price: 5_000 });

function renderCart(
  shelf: Parameters<typeof fakeOrdersRequest>[0]['shelf'],
  lines: [typeof kettle, number][],
) {
  const fake = fakeOrdersRequest({ shelf });
  const store = makeStore({ storage: memoryStorage().storage, request: fake.request });
  for (const [product, quantity] of lines) {
    for (let i = 0; i < quantity; i += 1) store.dispatch(cartActions.add(product));
  }
  render(
    <Provider store={store}>
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store, fake, user: userEvent.setup() };
}

const lineOf = (title: string) => {
  const line = screen.getByRole('link', { name: title }).closest('li');
  if (!line) throw new Error(`no line for ${title}`);
  return line;
};

describe('the cart and the stock the store has', () => {
  it("a shopper whose item's stock fell finds the quantity lowered to what is left, told why, and + stops there", async () => {
    const { store } = renderCart({ kettle: { title: 'Electric Kettle', price: 8_000, available: 2 } }, [
      [kettle, 4],
    ]);
    expect(await screen.findByText("Only 2 left: we've changed your quantity to 2.")).toBeTruthy();
    expect(store.getState().cart.items[0]?.quantity).toBe(2);
    const increase = within(lineOf('Electric Kettle')).getByRole('button', {
      name: 'Increase quantity of Electric Kettle',
    }) as HTMLButtonElement;
    await waitFor(() => expect(increase.disabled).toBe(true));
  });

  it('a line no longer for sale is flagged, and the shopper removes it from the flag', async () => {
    const { store, user } = renderCart(
      {
        kettle: { title: 'Electric Kettle', price: 8_000, available: 5 },
        radio: { title: 'Pocket Radio', price: 5_000, available: null },
      },
      [
        [kettle, 1],
        [radio, 1],
      ],
    );
    const line = lineOf('Pocket Radio');
    expect(await within(line).findByText('This product is no longer for sale.')).toBeTruthy();
    await user.click(within(line).getByRole('button', { name: 'Remove Pocket Radio from your cart' }));
    expect(store.getState().cart.items.map((i) => i._id)).toEqual(['kettle']);
  });

  it('a line takes the price the store charges now', async () => {
    const { store } = renderCart({ kettle: { title: 'Electric Kettle', price: 7_500, available: 5 } }, [
      [kettle, 2],
    ]);
    await waitFor(() => expect(store.getState().cart.items[0]?.price).toBe(7_500));
    expect(store.getState().cart.totalAmount).toBe(15_000);
  });
});

describe('Add to Cart', () => {
  it('a shopper cannot add more than the stock the page shows: the button says all of it is in the cart', async () => {
    const store = makeStore({ storage: memoryStorage().storage });
    render(
      <Provider store={store}>
        <AddToCartButton product={kettle} />
      </Provider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Added' }));
    expect(store.getState().cart.items[0]?.quantity).toBe(2);
    const button = await screen.findByRole('button', { name: 'All 2 in your cart' }, { timeout: 3_000 });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(store.getState().cart.items[0]?.quantity).toBe(2);
  });
});
