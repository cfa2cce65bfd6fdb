import { LOW_STOCK_THRESHOLD, savingShown, type Product } from '@better-deals/domain';
import { PriceTag } from '../../../components/ui/price-tag';
import { RatingStars } from '../../../components/ui/rating-stars';
import { formatNaira } from '../../../lib/format';
import { ProductCard, type CardProduct } from '../../catalogue/components/product-card';
import { ProductGallery } from '../../catalogue/components/product-gallery';
import { previewImage, type EditorImage } from '../image-list';
import { previewOf, type ProductFormValues } from '../product-form';

function stockText(stock: number): { text: string; className: string } {
  if (stock <= 0) return { text: 'Out of stock', className: 'text-red-700' };
  if (stock <= LOW_STOCK_THRESHOLD) return { text: `Only ${stock} left!`, className: 'text-amber-800' };
  return { text: 'In stock', className: 'text-emerald-800' };
}

const STATUS_NOTES = {
  active: 'Active: shoppers see this product in the store.',
  draft: 'Draft: hidden from shoppers until it is made active.',
  archived: 'Archived: hidden from shoppers.',
} as const;

/**
 * The product as it will look in the store, updated as staff type: the store's own card (the
 * same component, made inert here) and the main part of its product page.
 */
export function ProductPreview({
  values,
  images,
  saved,
}: {
  values: ProductFormValues;
  images: readonly EditorImage[];
  /** The saved product, for what the form does not edit (rating, reviews). */
  saved?: Pick<Product, '_id' | 'rating' | 'reviews'>;
}) {
  const p = previewOf(values);
  const shown = images.map(previewImage);
  const card: CardProduct = {
    _id: saved?._id ?? 'preview',
    title: p.title,
    images: shown,
    price: p.price,
    originalPrice: p.originalPrice,
    rating: saved?.rating ?? 0,
    reviews: saved?.reviews ?? 0,
    discount: p.discount,
    brand: p.brand,
    stock: p.stock,
    description: p.description,
  };
  const stock = stockText(p.stock);
  const saving = savingShown(p.price, p.originalPrice);

  return (
    <section aria-labelledby="preview-title" className="flex flex-col gap-4">
      <div>
        <h3 id="preview-title" className="text-lg font-bold text-slate-900">
          Live preview
        </h3>
        <p className="text-sm text-slate-700">{STATUS_NOTES[p.status]}</p>
      </div>

      <div>
        <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-700">Store card</p>
        {/* The real card, but nothing in it can be pressed: it is a picture of the card. */}
        <div inert className="max-w-[15rem]">
          <ProductCard product={card} headingLevel={4} />
        </div>
      </div>

      <div>
        <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-700">Product page</p>
        <div className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          {shown.length > 0 ? (
            <ProductGallery images={shown} title={p.title} />
          ) : (
            <div className="flex aspect-square items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-700">
              No images yet
            </div>
          )}
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">{p.brand}</p>
            <p className="mt-1 text-xl font-bold wrap-anywhere text-slate-900">{p.title}</p>
          </div>
          <RatingStars rating={card.rating} reviews={card.reviews} />
          <PriceTag price={p.price} originalPrice={p.originalPrice} size="lg" />
          {(p.discount > 0 || saving > 0) && (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              {p.discount > 0 && (
                <span className="rounded-md bg-sale px-2 py-0.5 font-bold text-white">-{p.discount}%</span>
              )}
              {saving > 0 && <span className="font-semibold text-sale">You save {formatNaira(saving)}</span>}
            </p>
          )}
          <p className={`font-semibold ${stock.className}`}>{stock.text}</p>
          {p.category && <p className="text-sm text-slate-700">Category: {p.category}</p>}
          {p.description && <p className="whitespace-pre-line text-sm text-slate-800">{p.description}</p>}
          {(p.specifications.length > 0 || p.sku) && (
            <table className="w-full text-left text-sm">
              <tbody>
                {p.specifications.map(([name, value]) => (
                  <tr key={name} className="border-b border-slate-100">
                    <th scope="row" className="w-2/5 py-1.5 pr-3 font-medium text-slate-700">
                      {name}
                    </th>
                    <td className="py-1.5 text-slate-900">{value}</td>
                  </tr>
                ))}
                {p.sku && (
                  <tr>
                    <th scope="row" className="w-2/5 py-1.5 pr-3 font-medium text-slate-700">
                      SKU
                    </th>
                    <td className="py-1.5 text-slate-900">{p.sku}</td>
                  </tr>
                )}
              </tbody>
            </table>
          )}
          {p.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {p.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
