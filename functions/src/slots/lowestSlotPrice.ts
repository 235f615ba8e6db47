// The spec's startingFrom for a venue or an event manager: the lowest slot price across availability
// entries, 0 when there is none. Entries are written by clients, so anything malformed (a missing slot list,
// a price that is not a number of at least £1, the forms' minimum) is skipped rather than trusted: a listing
// card must never advertise a price nobody can book.

import { MIN_SLOT_PRICE } from '@gigvenue/contracts';

const isEntry = (value: unknown): value is { slots?: unknown } => typeof value === 'object' && value !== null;

export function lowestSlotPrice(entries: unknown): number {
  if (!Array.isArray(entries)) return 0;
  const prices = entries.filter(isEntry).flatMap((entry) => {
    if (!Array.isArray(entry.slots)) return [];
    return entry.slots
      .map((slot: unknown) => (isEntry(slot) ? (slot as { price?: unknown }).price : undefined))
      .filter(
        (price): price is number =>
          typeof price === 'number' && Number.isFinite(price) && price >= MIN_SLOT_PRICE,
      );
  });
  return prices.length > 0 ? Math.min(...prices) : 0;
}
