// Owner queries, revenue aggregates and the tickets rules all filter on eventOwnerId, a copy of the event's
// createdBy. Whoever sells a ticket should set it; this decides what the safety-net trigger must write.

/** The eventOwnerId to write onto a ticket, or null when it already holds the right one or no owner is known. */
export function missingEventOwner(ticket: { eventOwnerId?: unknown }, eventCreatedBy: unknown): string | null {
  if (typeof eventCreatedBy !== 'string' || eventCreatedBy === '') return null;
  return ticket.eventOwnerId === eventCreatedBy ? null : eventCreatedBy;
}
