// Money is stored in pounds (as the spec has it) but computed in whole pence: the conversions are the contract's,
// shared with the functions; this module adds what the app shows.
import {
  formatPence,
  fromPence,
  groupThousands,
  isWholePence,
  percentOf,
  toPence,
} from '@gigvenue/contracts';

export { fromPence, groupThousands, isWholePence, percentOf, toPence };

/** Rounds an amount in pounds to whole pence, e.g. a floating-point sum coming back from the database. */
export function roundPounds(pounds: number): number {
  return fromPence(toPence(pounds));
}

/** Adds amounts in pounds exactly, via pence. */
export function addPounds(...amounts: number[]): number {
  return fromPence(amounts.reduce((total, amount) => total + toPence(amount), 0));
}

/** '£1,234.50' for an amount in pounds: the contract's one money format (formatPence). */
export const formatGBP = (pounds: number): string => formatPence(toPence(pounds));
