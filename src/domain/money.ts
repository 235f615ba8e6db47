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

/** '1,234,567': a whole number's digits in groups of three, as en-GB writes them. */
export function groupThousands(whole: number): string {
  return String(Math.abs(Math.trunc(whole))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * '£1,234.50': always the pound sign and two decimals, whatever the interface language. Written out rather than
 * through Intl.NumberFormat: building that formatter loads ICU's currency data, which cost 20-75 ms of the dashboard's
 * main thread at a phone's speed (its first task that formats money), for a format that never changes.
 */
export function formatGBP(pounds: number): string {
  const pence = toPence(pounds);
  const absolute = Math.abs(pence);
  const text = `£${groupThousands(Math.floor(absolute / 100))}.${String(absolute % 100).padStart(2, '0')}`;
  // A zero balance reads as plain zero, never '-£0.00'.
  return pence < 0 ? `-${text}` : text;
}
