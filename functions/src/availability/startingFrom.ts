// The spec's startingFrom for an event manager: the lowest slot price across all availability entries,
// 0 when there is none. Entries are written by clients, so anything malformed is skipped, not trusted.

interface EntryLike {
  slots?: unknown;
}

export function lowestSlotPrice(entries: readonly unknown[]): number {
  const prices = entries.flatMap((entry) => {
    const slots = entry && typeof entry === 'object' ? (entry as EntryLike).slots : undefined;
    if (!Array.isArray(slots)) return [];
    return slots
      .map((slot: unknown) => (slot && typeof slot === 'object' ? (slot as { price?: unknown }).price : undefined))
      .filter((price): price is number => typeof price === 'number' && Number.isFinite(price));
  });
  return prices.length > 0 ? Math.min(...prices) : 0;
}
