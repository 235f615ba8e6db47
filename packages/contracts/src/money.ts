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
