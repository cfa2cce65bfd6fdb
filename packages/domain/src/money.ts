/**
 * Money is integer kobo inside (₦1 = 100 kobo) and naira numbers at the edges (API, forms).
 * Every naira amount shown to a shopper goes through `formatNaira`.
 */

export const KOBO_PER_NAIRA = 100;

/** Naira → kobo, rounded half away from zero to the nearest kobo. Throws on a non-finite amount. */
export function nairaToKobo(naira: number): number {
  if (!Number.isFinite(naira)) throw new RangeError(`Not a naira amount: ${naira}`);
  // Shift the decimal point in the number's shortest text form, not by multiplying, so that
  // ₦1.005 (stored as 1.00499…) still rounds to 101 kobo as a person would expect.
  const [mantissa = '0', exponent = '0'] = Math.abs(naira).toString().split('e');
  const kobo = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  return naira < 0 && kobo !== 0 ? -kobo : kobo;
}

/** Kobo → naira. Throws unless given a whole number of kobo. */
export function koboToNaira(kobo: number): number {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Not a whole number of kobo: ${kobo}`);
  return kobo / KOBO_PER_NAIRA;
}

// Digits are grouped here rather than by Intl: a shopper's phone would otherwise load the en-NG
// number rules (tens of milliseconds on a mid-range phone) before the first price could be shown,
// and the output is the same on every ICU build, full or small.
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A number as shoppers read it, like en-NG: thousands grouped with commas ('12,454') and at most
 * three decimals ('7.5'). Counts of products, reviews and percentages go through here.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number to show: ${value}`);
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(3).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const text = `${groupThousands(whole)}${decimals === '' ? '' : `.${decimals}`}`;
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * A naira amount for display: '₦25,000' on store screens (default, rounded to whole naira) or
 * '₦25,000.00' at checkout (`decimals: 2`). Negative amounts read '-₦2,000'.
 */
export function formatNaira(amount: number, opts: { decimals?: 0 | 2 } = {}): string {
  const kobo = Math.abs(nairaToKobo(amount));
  const negative = amount < 0;
  if (opts.decimals === 2) {
    const whole = Math.floor(kobo / KOBO_PER_NAIRA);
    const cents = String(kobo % KOBO_PER_NAIRA).padStart(2, '0');
    return `${negative && kobo !== 0 ? '-' : ''}₦${groupThousands(String(whole))}.${cents}`;
  }
  // Half a naira rounds up (away from zero), like the kobo rounding above.
  const whole = Math.floor((kobo + KOBO_PER_NAIRA / 2) / KOBO_PER_NAIRA);
  return `${negative && whole !== 0 ? '-' : ''}₦${groupThousands(String(whole))}`;
}
