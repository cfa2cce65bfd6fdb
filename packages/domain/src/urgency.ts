const MINUTE_MS = 60 * 1000;

/** At or under this much time left, the deal countdown is urgent. */
export const URGENT_THRESHOLD_MS = 30 * MINUTE_MS;
/** At or under this much time left (and above the urgent mark), it is medium. */
export const MEDIUM_THRESHOLD_MS = 120 * MINUTE_MS;

export type CountdownUrgencyLevel = 'urgent' | 'medium' | 'new';
export interface CountdownUrgency {
  level: CountdownUrgencyLevel;
  label: string;
}

/** How pressing the flash-deal countdown looks, from the milliseconds left in the cycle. */
export function countdownUrgency(msLeft: number): CountdownUrgency {
  if (msLeft <= URGENT_THRESHOLD_MS) return { level: 'urgent', label: 'ENDS SOON!' };
  if (msLeft <= MEDIUM_THRESHOLD_MS) return { level: 'medium', label: 'FEW HOURS LEFT' };
  return { level: 'new', label: 'NEW DEALS' };
}

/** At or under this many left, a deal is nearly gone. */
export const LOW_STOCK_THRESHOLD = 3;
/** At or over this share claimed (as a percentage), a deal shows how much is claimed. */
export const CLAIMED_PERCENT_THRESHOLD = 70;

export type StockUrgencyLevel = 'soldOut' | 'high' | 'medium' | 'low';
export interface StockUrgency {
  level: StockUrgencyLevel;
  text: string;
  /** A second line, only for 'high'. */
  hint?: string;
}

// Counts from a stale or odd payload (negative, fractional, NaN) are read as whole numbers ≥ 0.
const wholeCount = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/**
 * A deal's stock badge from what is left and what has been claimed. Nothing left is 'soldOut'
 * ('Sold out'), not 'Only 0 left!', so the card can disable its claim button.
 */
export function stockUrgency(stock: number, claimed: number): StockUrgency {
  const left = wholeCount(stock);
  const taken = wholeCount(claimed);
  if (left === 0) return { level: 'soldOut', text: 'Sold out' };
  if (left <= LOW_STOCK_THRESHOLD) {
    return { level: 'high', text: `Only ${left} left!`, hint: 'Hurry! Almost sold out' };
  }
  // Whole-number maths: 70 % must mean exactly 7 of 10, not 0.7 as a float.
  const claimedPercent = Math.floor((taken * 100) / (taken + left));
  if (taken * 100 >= CLAIMED_PERCENT_THRESHOLD * (taken + left)) {
    return { level: 'medium', text: `${claimedPercent}% claimed` };
  }
  return { level: 'low', text: `${left} available` };
}
