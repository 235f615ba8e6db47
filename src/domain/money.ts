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

/** Rounds an amount in pounds to whole pence, e.g. a floating-point sum coming back from the database. */
export function roundPounds(pounds: number): number {
  return fromPence(toPence(pounds));
}

/** Adds amounts in pounds exactly, via pence. */
export function addPounds(...amounts: number[]): number {
  return fromPence(amounts.reduce((total, amount) => total + toPence(amount), 0));
}

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '£1,234.50': always the pound sign and two decimals, whatever the interface language. */
export function formatGBP(pounds: number): string {
  const rounded = roundPounds(pounds);
  // Intl keeps the sign of -0 ("-£0.00"); a zero balance must read as plain zero.
  return gbp.format(rounded === 0 ? 0 : rounded);
}
