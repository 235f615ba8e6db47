// Pure helpers of deleteAvailabilitySlot, kept apart from the callable so they are tested without emulators. Its
// request is the contract's (packages/contracts/src/callables/deleteAvailabilitySlot.ts).

/** Bookings are kept by calendar date in the platform's own time zone (the product is British, prices in £). */
/** The first date from `fromKey` on whose bookings hold the slot, or null when none does. */
export function bookedOnOrAfter(bookings: unknown, slotId: string, fromKey: string): string | null {
  if (!bookings || typeof bookings !== 'object') return null;
  const dates = Object.entries(bookings as Record<string, unknown>)
    .filter(([date, ids]) => date >= fromKey && Array.isArray(ids) && ids.includes(slotId))
    .map(([date]) => date)
    .sort();
  return dates[0] ?? null;
}

/** The entry's slots without the one to delete, and whether it was there at all. */
export function withoutSlot(slots: unknown, slotId: string): { slots: unknown[]; found: boolean } {
  const list = Array.isArray(slots) ? slots : [];
  const kept = list.filter(
    (slot: unknown) => !(slot && typeof slot === 'object' && (slot as { id?: unknown }).id === slotId),
  );
  return { slots: kept, found: kept.length !== list.length };
}
