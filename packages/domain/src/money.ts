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

// en-NG writes numbers as '12,454.5' and naira as '₦12,454'. Each formatter is built once, when
// first asked for: building one is the costly part (a browser's first, above all), formatting
// with it is cheap. 'narrowSymbol' keeps the '₦' even where a browser lacks en-NG's data and falls
// back to plain English.
const once = <T>(build: () => T) => {
  let built: T | undefined;
  return () => (built ??= build());
};
const NUMBER = once(() => new Intl.NumberFormat('en-NG', { maximumFractionDigits: 3 }));
const fixed = (digits: number) =>
  once(
    () => new Intl.NumberFormat('en-NG', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  );
const FIXED_DECIMALS = { 0: fixed(0), 1: fixed(1), 2: fixed(2) } as const;
const nairaFormat = (digits: number) =>
  once(
    () =>
      new Intl.NumberFormat('en-NG', {
        style: 'currency',
        currency: 'NGN',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
const NAIRA = nairaFormat(0);
const NAIRA_WITH_KOBO = nairaFormat(2);

/**
 * Intl keeps the sign of a negative amount that rounds to nothing ('-0', '-₦0'); shoppers read
 * that as 0. (signDisplay 'negative' would do this, but older phone browsers refuse the option.)
 */
function unsignedZero(text: string): string {
  return /^-[^1-9]*$/.test(text) ? text.slice(1) : text;
}

/**
 * A number as shoppers read it, in en-NG: thousands grouped with commas ('12,454') and at most
 * three decimals ('7.5'), or exactly `decimals` of them (a rating of 4 reads '4.0' with 1).
 * Counts of products, reviews and percentages go through here.
 */
export function formatNumber(value: number, opts: { decimals?: 0 | 1 | 2 } = {}): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number to show: ${value}`);
  const format = opts.decimals === undefined ? NUMBER : FIXED_DECIMALS[opts.decimals];
  return unsignedZero(format().format(value));
}

/**
 * A naira amount for display: '₦25,000' on store screens (default, rounded to whole naira) or
 * '₦25,000.00' at checkout (`decimals: 2`). Negative amounts read '-₦2,000'.
 */
export function formatNaira(amount: number, opts: { decimals?: 0 | 2 } = {}): string {
  // Rounded to the kobo first, so whole naira round from what the shopper is charged: half a
  // naira rounds up, away from zero (Intl's own rounding).
  const naira = nairaToKobo(amount) / KOBO_PER_NAIRA;
  return unsignedZero((opts.decimals === 2 ? NAIRA_WITH_KOBO : NAIRA)().format(naira));
}

/** The discount two prices show, in whole percent; 0 without a dearer original. */
export function discountShown(price: number, originalPrice: number | null): number {
  return originalPrice !== null && originalPrice > price ? Math.round((1 - price / originalPrice) * 100) : 0;
}

/**
 * What a shopper saves, as the two prices read on store screens (whole naira): ₦30,000 and a
 * price of ₦19,999.50, shown as ₦20,000, save ₦10,000, not ₦10,001. 0 without a dearer original.
 */
export function savingShown(price: number, originalPrice: number | null): number {
  if (originalPrice === null || originalPrice <= price) return 0;
  const whole = (naira: number) => Math.round(nairaToKobo(naira) / KOBO_PER_NAIRA);
  return whole(originalPrice) - whole(price);
}
