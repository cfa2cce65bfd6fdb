import { describe, expect, it } from 'vitest';
import { countdownUrgency, stockUrgency } from './urgency';

const minutes = (n: number) => n * 60 * 1000;

describe('the flash-deal countdown badge', () => {
  it('a shopper with exactly 30 minutes left sees ENDS SOON!', () => {
    expect(countdownUrgency(minutes(30))).toEqual({ level: 'urgent', label: 'ENDS SOON!' });
    expect(countdownUrgency(0)).toEqual({ level: 'urgent', label: 'ENDS SOON!' });
  });

  it('a shopper with 31 minutes or up to two hours left sees FEW HOURS LEFT', () => {
    expect(countdownUrgency(minutes(30) + 1)).toEqual({ level: 'medium', label: 'FEW HOURS LEFT' });
    expect(countdownUrgency(minutes(120))).toEqual({ level: 'medium', label: 'FEW HOURS LEFT' });
  });

  it('a shopper early in a six-hour cycle sees NEW DEALS', () => {
    expect(countdownUrgency(minutes(120) + 1)).toEqual({ level: 'new', label: 'NEW DEALS' });
    expect(countdownUrgency(minutes(360))).toEqual({ level: 'new', label: 'NEW DEALS' });
  });
});

describe('the flash-deal stock badge', () => {
  it('a shopper sees "Only 3 left!" and "Hurry! Almost sold out" when three remain', () => {
    expect(stockUrgency(3, 0)).toEqual({
      level: 'high',
      text: 'Only 3 left!',
      hint: 'Hurry! Almost sold out',
    });
    expect(stockUrgency(1, 500).text).toBe('Only 1 left!');
  });

  it('a shopper sees "70% claimed" when 70 of 100 are claimed', () => {
    expect(stockUrgency(30, 70)).toEqual({ level: 'medium', text: '70% claimed' });
  });

  it('the claimed share is rounded down, so 4 left of 1,000 never reads 100% claimed', () => {
    expect(stockUrgency(4, 996)).toEqual({ level: 'medium', text: '99% claimed' });
  });

  it('a deal just under 70% claimed shows what is available instead', () => {
    expect(stockUrgency(31, 69)).toEqual({ level: 'low', text: '31 available' });
    expect(stockUrgency(50, 0)).toEqual({ level: 'low', text: '50 available' });
  });

  it('a deal with nothing left is sold out, not "Only 0 left!"', () => {
    expect(stockUrgency(0, 120)).toEqual({ level: 'soldOut', text: 'Sold out' });
    expect(stockUrgency(-2, 0)).toEqual({ level: 'soldOut', text: 'Sold out' });
  });

  it('a deal whose stock figure is missing (NaN) reads as sold out rather than "NaN available"', () => {
    expect(stockUrgency(Number.NaN, 5)).toEqual({ level: 'soldOut', text: 'Sold out' });
    expect(stockUrgency(10, Number.NaN)).toEqual({ level: 'low', text: '10 available' });
  });
});
