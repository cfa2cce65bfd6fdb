import { describe, expect, it } from 'vitest';
import { easeOutCubic, formatStat, HOME_STATS, statAt, type Stat } from './stat-counter';

const customers: Stat = { label: 'Happy Customers', value: 500_000, compact: true, suffix: '+' };
const uptime: Stat = { label: 'Uptime', value: 99.9, decimals: 1, suffix: '%' };

describe('the home page stats count up to the promised figures', () => {
  it('a shopper who lets the count finish reads 500K+, 1M+, 50K+ and 99.9%', () => {
    expect(HOME_STATS.map((stat) => statAt(stat, 1))).toEqual(['500K+', '1M+', '50K+', '99.9%']);
  });

  it('the count starts from zero', () => {
    expect(HOME_STATS.map((stat) => statAt(stat, 0))).toEqual(['0+', '0+', '0+', '0.0%']);
  });

  it('half-way figures are shown in the same short form and never overshoot', () => {
    expect(formatStat(customers, 250_400)).toBe('250K+');
    expect(formatStat(customers, 999)).toBe('999+');
    expect(formatStat({ ...customers, value: 1_000_000 }, 999_999)).toBe('999K+');
    expect(formatStat(uptime, 99.89)).toBe('99.8%');
    for (let i = 0; i < 100; i += 1) {
      const text = statAt(uptime, i / 100);
      expect(Number.parseFloat(text)).toBeLessThanOrEqual(99.9);
    }
  });

  it('the count rises steadily and settles at the end', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
    const steps = Array.from({ length: 11 }, (_, i) => easeOutCubic(i / 10));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });
});
