// Money is stored in pounds (as the spec has it) and every stored price is whole pence (the contract's schemas and
// firestore.rules refuse others); every computation is in integer pence, through this one conversion, so a booking
// charges and settlement credits the same pence.

/**
 * Pounds to whole pence, rounded half away from zero as a till would. Float noise is dropped first: 1.005 * 100 is
 * 100.49999999999999 in binary, and a price of 1.005 must not be 100p in one place and 101p in another.
 */
export function toPence(pounds: unknown): number {
  if (typeof pounds !== 'number' || !Number.isFinite(pounds)) return 0;
  const pence = Math.round(Number((Math.abs(pounds) * 100).toFixed(6)));
  return pounds < 0 ? -pence : pence;
}

export function fromPence(pence: number): number {
  return Math.round(pence) / 100;
}

/** Whole pence within floating point's error: 19.99 * 100 is 1998.9999999999998, and 19.99 is a price. */
export function isWholePence(pounds: number): boolean {
  const pence = pounds * 100;
  return Math.abs(pence - Math.round(pence)) < 1e-6;
}

/** A percentage of an amount in pence, rounded once to whole pence. */
export function percentOf(pence: number, percent: unknown): number {
  const rate = typeof percent === 'number' && Number.isFinite(percent) ? percent : 0;
  return Math.round(Number(((pence * rate) / 100).toFixed(6)));
}

/** '-1,234,567': a whole number's digits in groups of three, as en-GB writes them. */
export function groupThousands(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole <= -1 ? `-${digits}` : digits;
}

/**
 * '£1,234.50' for an amount in pence: always the pound sign and two decimals, whatever the reader's language (the
 * app's screens, the functions' mails and pages). Written out rather than through Intl.NumberFormat: building that
 * formatter loads ICU's currency data, which cost 20-75 ms of the dashboard's main thread at a phone's speed, for a
 * format that never changes.
 */
export function formatPence(pence: number): string {
  const whole = Math.round(pence);
  const absolute = Math.abs(whole);
  const text = `£${groupThousands(Math.floor(absolute / 100))}.${String(absolute % 100).padStart(2, '0')}`;
  // A zero balance reads as plain zero, never '-£0.00'.
  return whole < 0 ? `-${text}` : text;
}
