import type { Product } from '@better-deals/domain';
import { Icon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';

/** Store / the product's category / the product, each but the last a link. */
export function ProductBreadcrumb({ product }: { product: Product }) {
  const categoryHref = `/store?${new URLSearchParams({ category: product.category })}`;
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/store" className="inline-flex items-center gap-1 hover:text-brand-700 hover:underline">
            <Icon name="chevron-left" size={16} />
            Store
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={categoryHref} className="hover:text-brand-700 hover:underline">
            {product.category}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="truncate text-slate-800">
          {product.title}
        </li>
      </ol>
    </nav>
  );
}
