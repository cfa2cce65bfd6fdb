import { formatNaira } from '../../lib/format';

/** A price in naira (no kobo on store screens) and, when higher, the struck-through original. */
export function PriceTag({
  price,
  originalPrice,
  size = 'md',
}: {
  price: number;
  originalPrice?: number | null;
  size?: 'md' | 'lg';
}) {
  const was = originalPrice != null && originalPrice > price ? originalPrice : null;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span
        className={size === 'lg' ? 'text-3xl font-bold text-slate-900' : 'text-lg font-bold text-slate-900'}
      >
        <span className="sr-only">Price: </span>
        {formatNaira(price)}
      </span>
      {was !== null && (
        <s className={size === 'lg' ? 'text-lg text-slate-600' : 'text-sm text-slate-600'}>
          <span className="sr-only">Original price: </span>
          {formatNaira(was)}
        </s>
      )}
    </span>
  );
}
