import { formatNumber } from '../../lib/format';

/** A headline figure that counts up from zero, e.g. 500K+ customers or 99.9% uptime. */
export interface Stat {
  label: string;
  value: number;
  /** Show thousands as K and millions as M (500000 → 500K). */
  compact?: boolean;
  /** Digits after the point (99.9 → 1). */
  decimals?: 0 | 1 | 2;
  suffix: string;
}

/** The home page's stats band (spec §2 Home). */
export const HOME_STATS: readonly Stat[] = [
  { label: 'Happy Customers', value: 500_000, compact: true, suffix: '+' },
  { label: 'Products Sold', value: 1_000_000, compact: true, suffix: '+' },
  { label: 'Daily Deals', value: 50_000, compact: true, suffix: '+' },
  { label: 'Uptime', value: 99.9, decimals: 1, suffix: '%' },
];

/** Fast at first, settling gently on the final figure. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** A figure as the band shows it: 500000 → '500K+', 1000000 → '1M+', 99.9 → '99.9%'. */
export function formatStat(stat: Stat, value: number): string {
  const decimals = stat.decimals ?? 0;
  // Rounded down, so the count never shows more than it will end on.
  const scale = 10 ** decimals;
  const down = (n: number) => Math.floor(n * scale + 1e-9) / scale;
  let text: string;
  if (stat.compact && value >= 1_000_000) text = `${Math.floor(value / 1_000_000)}M`;
  else if (stat.compact && value >= 1_000) text = `${Math.floor(value / 1_000)}K`;
  else text = formatNumber(down(value), { decimals });
  return `${text}${stat.suffix}`;
}

/** The figure shown a fraction `progress` (0 to 1) of the way through the count. */
export function statAt(stat: Stat, progress: number): string {
  return formatStat(stat, progress >= 1 ? stat.value : stat.value * easeOutCubic(progress));
}
