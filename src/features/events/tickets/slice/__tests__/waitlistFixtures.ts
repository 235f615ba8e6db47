import type { WaitlistEntry } from '../types';

/** A waitlist entry of event e1 (owner organizer-1), waiting for two Standard tickets. */
export function entryOf(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: 'e1_0_a1',
    eventId: 'e1',
    eventOwnerId: 'organizer-1',
    packageIndex: 0,
    packageDetail: 'Standard',
    name: 'Cleo Waiting',
    email: 'cleo@example.com',
    quantity: 2,
    joinedAt: Date.UTC(2030, 0, 11, 9, 15),
    status: 'waiting',
    offeredQuantity: 0,
    heldUntil: 0,
    purchaseId: '',
    ...overrides,
  };
}
