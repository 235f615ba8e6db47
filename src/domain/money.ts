// Money is stored in pounds (as the spec has it) but computed in whole pence: the conversions are the contract's,
// shared with the functions; this module adds what the app shows.
import { fromPence, isWholePence, percentOf, toPence } from '@gigvenue/contracts';

export { fromPence, isWholePence, percentOf, toPence };

/** Rounds an amount in pounds to whole pence, e.g. a floating-point sum coming back from the database. */
export function roundPounds(pounds: number): number {
  return fromPence(toPence(pounds));
}

/** Adds amounts in pounds exactly, via pence. */
export function addPounds(...amounts: number[]): number {
  return fromPence(amounts.reduce((total, amount) => total + toPence(amount), 0));
}

/** '-1,234,567': a whole number's digits in groups of three, as en-GB writes them. */
export function groupThousands(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole <= -1 ? `-${digits}` : digits;
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
