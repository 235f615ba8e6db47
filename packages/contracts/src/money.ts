// Money is stored in pounds (as the spec has it) but computed in whole pence, so sums of amounts like
// 0.1 + 0.2 never drift into 0.30000000000000004 on screen or in totals.

/** Pounds to whole pence, rounded half away from zero as a till would. */
export function toPence(pounds: number): number {
  if (!Number.isFinite(pounds)) return 0;
  const pence = Math.round(Math.abs(pounds) * 100 + Number.EPSILON * 100);
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
