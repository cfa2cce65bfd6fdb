import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../components/ui/link';
import { Button, ButtonLink } from '../../components/ui/button';
import { useCartCount } from '../../features/cart/use-cart';
import { useIsSignedIn } from '../../features/session/use-session';
import { useDismiss } from '../../lib/use-dismiss';
import { Icon } from '../../components/ui/icons';

const WIDE_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/flashDeals', label: 'Deals' },
  { to: '/categories', label: 'Categories' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
] as const;

const MENU_LINKS = [
  ...WIDE_LINKS,
  { to: '/faq', label: 'FAQ' },
  { to: '/shipping', label: 'Shipping Info' },
] as const;

/** 'Cart, 3 items' — the cart link's name, with the count a sighted shopper sees on the badge. */
function cartLinkLabel(count: number): string {
  if (count <= 0) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

const MENU_ID = 'site-menu';

/**
 * The fixed header (spec §2): brand ('BD' under 768px), the main links on wide screens, the
 * cart with its quantity badge, Login; under 768px a menu that closes on a link, a press
 * outside it or Escape.
 */
export function SiteHeader() {
  const cartCount = useCartCount();
  const isAuthenticated = useIsSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, closeMenu, [menu, toggle], toggle);

  // Any navigation (a link, Back) closes the menu.
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const account = isAuthenticated
    ? { to: '/dashboard', label: 'My Account' }
    : { to: '/login', label: 'Login' };

  const navClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium ${
      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
    }`;

  return (
    <header className="fixed inset-x-0 top-0 z-40 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link to="/" className="mr-2 rounded-md text-xl font-extrabold tracking-tight text-brand-800">
          <span aria-hidden="true" className="md:hidden">
            BD
          </span>
          <span className="max-md:sr-only">Better Deals</span>
        </Link>

        <nav aria-label="Main" className="hidden flex-1 md:block">
          <ul className="flex items-center gap-1">
            {WIDE_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <ButtonLink
            to="/cart"
            variant="subtle"
            size="icon"
            aria-label={cartLinkLabel(cartCount)}
            className="relative"
          >
            <Icon name="cart" size={24} />
            {cartCount > 0 && (
              <span
                aria-hidden="true"
                className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-sale px-1.5 text-center text-xs font-bold leading-5 text-white"
              >
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </ButtonLink>
          <NavLink to={account.to} className={(s) => `hidden md:inline-flex ${navClass(s)}`}>
            {account.label}
          </NavLink>
          <Button
            ref={toggle}
            variant="subtle"
            size="icon"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label="Menu"
            onClick={() => setMenuOpen((open) => !open)}
            className="md:hidden"
          >
            {menuOpen ? <Icon name="close" size={24} /> : <Icon name="menu" size={24} />}
          </Button>
        </div>
      </div>

      <div
        id={MENU_ID}
        ref={menu}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white shadow-lg md:hidden"
      >
        <nav aria-label="Menu">
          <ul className="mx-auto flex max-w-7xl flex-col px-2 py-2">
            {[...MENU_LINKS, account].map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  onClick={closeMenu}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-3 text-base font-medium ${
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
