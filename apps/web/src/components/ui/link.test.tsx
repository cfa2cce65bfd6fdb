import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isActivePath, Link, NavLink } from './link';

/** Where the app is, as a shopper's screen reader would read it out. */
function Here() {
  const location = useLocation();
  return (
    <p>
      At {location.pathname}
      {location.search} by {useNavigationType()}
    </p>
  );
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Here />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('a shopper taps a product link and the app moves there without loading the page again', async () => {
    renderAt('/store', <Link to="/product/abc?from=store">Tecno Spark 20</Link>);
    const link = screen.getByRole('link', { name: 'Tecno Spark 20' });
    expect(link.getAttribute('href')).toBe('/product/abc?from=store');
    // Its own prop `to` is no attribute of the page.
    expect(link.getAttributeNames()).toEqual(['href']);
    await userEvent.click(link);
    expect(screen.getByText('At /product/abc?from=store by PUSH')).toBeTruthy();
  });

  it('a link to the page already open replaces it, so Back does not stop on it twice', async () => {
    renderAt('/store', <Link to="/store">Store</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'Store' }));
    expect(screen.getByText('At /store by REPLACE')).toBeTruthy();
  });

  it('a ctrl-click, a link for another tab or a download is left to the browser', async () => {
    renderAt(
      '/store',
      <>
        <Link to="/cart">Cart</Link>
        <Link to="/terms" target="_blank">
          Terms
        </Link>
        <Link to="/orders/BD-1/invoice" download="invoice.html">
          Invoice
        </Link>
      </>,
    );
    // What the app did with each click, read after it (the test's browser itself goes nowhere).
    const leftToBrowser: boolean[] = [];
    const watch = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', watch);
    try {
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(screen.getByRole('link', { name: 'Cart' }));
      await user.keyboard('{/Control}');
      await user.click(screen.getByRole('link', { name: 'Terms' }));
      await user.click(screen.getByRole('link', { name: 'Invoice' }));
      expect(leftToBrowser).toEqual([true, true, true]);
      expect(screen.getByText('At /store by POP')).toBeTruthy();
      await user.click(screen.getByRole('link', { name: 'Cart' }));
      expect(leftToBrowser).toEqual([true, true, true, false]);
      expect(screen.getByText('At /cart by PUSH')).toBeTruthy();
    } finally {
      document.removeEventListener('click', watch);
    }
  });
});

describe('NavLink', () => {
  it('marks the link of the open page as the current page, and only that one', () => {
    renderAt(
      '/flashDeals',
      <nav>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/flashDeals" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Deals
        </NavLink>
      </nav>,
    );
    const deals = screen.getByRole('link', { name: 'Deals' });
    expect(deals.getAttribute('aria-current')).toBe('page');
    expect(deals.className).toBe('on');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBeNull();
    expect(home.className).toBe('off');
    expect(home.getAttributeNames().sort()).toEqual(['class', 'href']);
  });

  it('a section link stands for the pages below it too, unless it must match exactly', () => {
    expect(isActivePath('/dashboard', '/dashboard/orders')).toBe(true);
    expect(isActivePath('/dashboard', '/dashboard/orders', true)).toBe(false);
    expect(isActivePath('/dash', '/dashboard')).toBe(false);
    expect(isActivePath('/', '/store')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});
