import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, pageAt } from './router';

describe('the store’s addresses', () => {
  it.each([
    ['/', 'home', {}],
    ['/store', 'store', {}],
    ['/STORE/', 'store', {}],
    ['/categories', 'store', {}],
    [
      '/product/6f1c2d3e-aaaa-4bbb-8ccc-123456789abc',
      'product',
      { id: '6f1c2d3e-aaaa-4bbb-8ccc-123456789abc' },
    ],
    ['/product/a%20b', 'product', { id: 'a b' }],
    ['/product/a%2Fb', 'product', { id: 'a/b' }],
    // A bad escape is read as it is, as React Router does.
    ['/product/%E0%A4%A', 'product', { id: '%E0%A4%A' }],
    ['/help/orders/track-my-order', 'help-article', { category: 'orders', article: 'track-my-order' }],
    ['/orders/BD-1234/invoice', 'order-invoice', { number: 'BD-1234' }],
    ['/checkout/complete', 'checkout-complete', {}],
    ['/admin', 'admin', {}],
  ])('%s opens the %s page with its parts', (address, page, params) => {
    expect(pageAt(address, '?q=1')).toEqual({ page, address: { params, pathname: address, search: '?q=1' } });
  });

  it.each(['/no-such-page', '/product', '/product/1/2', '/help/orders', '/store/extra', '/orders//invoice'])(
    '%s opens no page (the 404 page)',
    (address) => {
      expect(pageAt(address)).toBeUndefined();
    },
  );

  it('are matched as React Router matches the same table: same page found or not, same parameters', () => {
    const routes = createRoutes();
    for (const address of [
      '/',
      '//',
      '/Store',
      '/store//',
      '/flashDeals',
      '/product/x',
      '/product/caf%C3%A9',
      '/help/a/b/',
      '/orders/lookup',
      '/orders/7/invoice',
      '/terms',
      '/nope',
      '/product/x/y',
    ]) {
      const theirs = matchRoutes(routes, address)?.[0];
      const found = theirs && theirs.route.path !== '*';
      const ours = pageAt(address);
      expect(ours !== undefined, address).toBe(Boolean(found));
      if (ours && theirs) expect(ours.address.params, address).toEqual(theirs.params);
    }
  });
});
