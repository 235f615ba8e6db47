// Who works an event's door: its creator, the owner of the venue it booked and every manager it booked. They read
// the event's ticketStats and door list and check tickets in; the sale records them on ticketStats (staffIds) so
// the security rules can admit their reads without a lookup.

/** The staff uids of an event, the creator first; venueOwnerId is the booked venue's createdBy, or null. */
export function staffIdsOf(event: Record<string, unknown>, venueOwnerId: string | null): string[] {
  const managers = Array.isArray(event.managersId) ? event.managersId : [];
  const ids = [event.createdBy, venueOwnerId, ...managers].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  return [...new Set(ids)];
}

/** Whether the caller may work the door: an active account among the event's staff. */
export function isDoorStaff(uid: string, callerStatus: unknown, staffIds: readonly string[]): boolean {
  return callerStatus === 'active' && staffIds.includes(uid);
}
