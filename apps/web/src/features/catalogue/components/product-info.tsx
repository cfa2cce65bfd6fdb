import type { Product } from '@better-deals/domain';
import { Link } from '../../../components/ui/link';

/** A product's description, its specifications with the SKU, and its tags (each a store search). */
export function ProductInfo({ product }: { product: Product }) {
  const specs = Object.entries(product.specifications);
  return (
    <>
      <section aria-labelledby="product-description" className="border-t border-slate-200 pt-4">
        <h2 id="product-description" className="text-lg font-bold text-slate-900">
          Description
        </h2>
        <p className="mt-2 whitespace-pre-line wrap-anywhere text-slate-700">{product.description}</p>
      </section>

      {specs.length > 0 && (
        <section aria-labelledby="product-specs" className="border-t border-slate-200 pt-4">
          <h2 id="product-specs" className="text-lg font-bold text-slate-900">
            Specifications
          </h2>
          <table className="mt-2 w-full text-left text-sm">
            <tbody>
              {specs.map(([name, value]) => (
                <tr key={name} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="w-2/5 py-2 pr-4 font-medium text-slate-600">
                    {name}
                  </th>
                  <td className="py-2 text-slate-900">{value}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="w-2/5 py-2 pr-4 font-medium text-slate-600">
                  SKU
                </th>
                <td className="py-2 text-slate-900">{product.sku}</td>
              </tr>
            </tbody>
          </table>
        </section>
      )}

      {product.tags.length > 0 && (
        <section aria-labelledby="product-tags" className="border-t border-slate-200 pt-4">
          <h2 id="product-tags" className="text-lg font-bold text-slate-900">
            Tags
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {product.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`/store?${new URLSearchParams({ search: tag })}`}
                  className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
