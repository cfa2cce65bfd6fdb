import { addItem, initialCartState } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import { claimedPercent, dealCartProduct, isSoldOut } from './deal-claim';
import { makeDeal } from './deal-test-helpers';

describe('claiming a flash deal', () => {
  it('a claimed deal goes in the cart at its sale price, not its original price', () => {
    const deal = makeDeal({ salePrice: 45_000, price: 45_000, originalPrice: 60_000 });
    const cart = addItem(initialCartState, dealCartProduct(deal));
    expect(cart.items).toEqual([
      expect.objectContaining({ _id: deal._id, price: 45_000, originalPrice: 60_000, quantity: 1 }),
    ]);
    expect(cart.totalAmount).toBe(45_000);
  });

  it('claiming the same deal twice makes one line of two', () => {
    const product = dealCartProduct(makeDeal({ salePrice: 1_500.5, price: 1_500.5 }));
    const cart = addItem(addItem(initialCartState, product), product);
    expect(cart.items).toHaveLength(1);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.totalAmount).toBe(3_001);
  });

  it('a deal with no real saving carries no struck-through price', () => {
    expect(dealCartProduct(makeDeal({ salePrice: 5_000, originalPrice: 5_000 })).originalPrice).toBeNull();
  });
});

describe('the claimed progress bar', () => {
  it('7 claimed of 10 fills the bar to 70 %', () => {
    expect(claimedPercent(3, 7)).toBe(70);
  });

  it('a deal nobody has claimed shows an empty bar', () => {
    expect(claimedPercent(25, 0)).toBe(0);
  });

  it('a sold-out deal shows a full bar and cannot be claimed', () => {
    expect(claimedPercent(0, 0)).toBe(100);
    expect(isSoldOut(makeDeal({ stock: 0 }))).toBe(true);
    expect(isSoldOut(makeDeal({ stock: 1 }))).toBe(false);
  });

  it('odd counts from the server never push the bar outside 0–100', () => {
    expect(claimedPercent(-4, 10)).toBe(100);
    expect(claimedPercent(10, Number.NaN)).toBe(0);
  });
});
