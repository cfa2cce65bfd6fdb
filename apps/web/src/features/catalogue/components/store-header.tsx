import { Link } from '../../../components/ui/link';
import { Icon } from '../../../components/ui/icons';
import { useCartCount } from '../../cart/use-cart';
import { SearchBox } from './search-box';

/** 'Shop Now', the search box and the cart count. */
export function StoreHeader({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const cartCount = useCartCount();
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6">
        <div className="flex items-center justify-between gap-4">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Shop Now</h1>
          <CartCount count={cartCount} className="sm:hidden" />
        </div>
        <div className="flex-1">
          <SearchBox value={search} onSearch={onSearch} />
        </div>
        <CartCount count={cartCount} className="max-sm:hidden" />
      </div>
    </div>
  );
}

function CartCount({ count, className }: { count: number; className: string }) {
  return (
    <Link
      to="/cart"
      className={`inline-flex shrink-0 items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100 ${className}`}
    >
      <Icon name="cart" size={18} />
      <span>
        {`${count} ${count === 1 ? 'item' : 'items'}`}
        <span className="sr-only"> in cart</span>
      </span>
    </Link>
  );
}
