import { StarIcon } from './icons';

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
  const rounded = Math.round(rating * 2) / 2;
  const px = size === 'md' ? 18 : 14;
  const label = `Rated ${rating.toFixed(1)} out of 5${reviews !== undefined ? `, ${reviews.toLocaleString('en-NG')} ${reviews === 1 ? 'review' : 'reviews'}` : ''}`;
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={label}>
      <span className="flex text-amber-500">
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon
            key={n}
            width={px}
            height={px}
            filled={rounded >= n - 0.25}
            className={rounded >= n - 0.25 ? '' : 'text-slate-300'}
          />
        ))}
      </span>
      <span className={size === 'md' ? 'text-sm text-slate-700' : 'text-xs text-slate-600'}>
        {rating.toFixed(1)}
        {reviews !== undefined && ` (${reviews.toLocaleString('en-NG')})`}
      </span>
    </span>
  );
}
