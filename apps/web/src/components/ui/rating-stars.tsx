import type { CSSProperties } from 'react';
import { formatNumber } from '../../lib/format';

/** Five stars, the first `filled` of them coloured: decoration beside a rating written out in words. */
export function StarRow({ filled, size = 'sm' }: { filled: number; size?: 'sm' | 'md' }) {
  return (
    <span
      aria-hidden="true"
      className={size === 'md' ? 'star-row star-row-md' : 'star-row'}
      style={{ '--stars': filled } as CSSProperties}
    />
  );
}

/** Stars for a 0–5 rating, with the number and review count written out for everyone. */
export function RatingStars({
  rating,
  reviews,
  size = 'sm',
}: {
  rating: number;
  reviews?: number;
  size?: 'sm' | 'md';
}) {
  // Rounded to the nearest half star; a half star shows as empty.
  const filled = Math.floor(Math.round(rating * 2) / 2);
  const shown = formatNumber(rating, { decimals: 1 });
  const label = `Rated ${shown} out of 5${reviews !== undefined ? `, ${formatNumber(reviews)} ${reviews === 1 ? 'review' : 'reviews'}` : ''}`;
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={label}>
      <StarRow filled={filled} size={size} />
      <span className={size === 'md' ? 'text-sm text-slate-700' : 'text-xs text-slate-600'}>
        {reviews !== undefined ? `${shown} (${formatNumber(reviews)})` : shown}
      </span>
    </span>
  );
}
