import { describe, expect, it } from 'vitest';
import { ACCOUNT_TABS, tabAfterKey, tabFromParam, tabHref } from './account-tabs';

describe('account area sections', () => {
  it('a customer sees Dashboard, My Orders, Account Settings and Wishlist, in that order', () => {
    expect(ACCOUNT_TABS.map((tab) => tab.label)).toEqual([
      'Dashboard',
      'My Orders',
      'Account Settings',
      'Wishlist',
    ]);
  });

  it('a customer opening /dashboard without a section lands on the overview', () => {
    expect(tabFromParam(null)).toBe('overview');
    expect(tabFromParam('')).toBe('overview');
  });

  it('a customer following a link to ?tab=orders lands on My Orders', () => {
    expect(tabFromParam('orders')).toBe('orders');
    expect(tabFromParam('settings')).toBe('settings');
    expect(tabFromParam('wishlist')).toBe('wishlist');
  });

  it('a customer with a mistyped ?tab= value sees the overview rather than nothing', () => {
    expect(tabFromParam('Orders')).toBe('overview');
    expect(tabFromParam('admin')).toBe('overview');
    expect(tabFromParam('toString')).toBe('overview');
  });

  it('each section has its own address, the overview the plain one', () => {
    expect(tabHref('overview')).toBe('/dashboard');
    expect(tabHref('orders')).toBe('/dashboard?tab=orders');
    expect(tabFromParam(new URL(tabHref('wishlist'), 'http://x').searchParams.get('tab'))).toBe('wishlist');
  });
});

describe('moving through the side navigation with the keyboard', () => {
  it('Down or Right goes to the next section, wrapping from the last to the first', () => {
    expect(tabAfterKey('overview', 'ArrowDown')).toBe('orders');
    expect(tabAfterKey('orders', 'ArrowRight')).toBe('settings');
    expect(tabAfterKey('wishlist', 'ArrowDown')).toBe('overview');
  });

  it('Up or Left goes to the previous section, wrapping from the first to the last', () => {
    expect(tabAfterKey('settings', 'ArrowUp')).toBe('orders');
    expect(tabAfterKey('overview', 'ArrowLeft')).toBe('wishlist');
  });

  it('Home and End jump to the first and last sections', () => {
    expect(tabAfterKey('settings', 'Home')).toBe('overview');
    expect(tabAfterKey('orders', 'End')).toBe('wishlist');
  });

  it('other keys (Tab, Enter, letters) leave the choice alone', () => {
    expect(tabAfterKey('orders', 'Tab')).toBeNull();
    expect(tabAfterKey('orders', 'Enter')).toBeNull();
    expect(tabAfterKey('orders', 'a')).toBeNull();
  });
});
