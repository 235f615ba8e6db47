import type { Ticket, TicketStats } from '../types';

/** A ticket of event e1 owned by organizer-1; the id is 20 upper-case hex characters as the functions make them. */
export function ticketOf(overrides: Partial<Ticket> = {}): Ticket {
  const ticketId = overrides.ticketId ?? 'A1B2C3D4E5F6A7B8C9D0';
  return {
    id: ticketId,
    ticketId,
    userId: 'app-alice',
    userName: 'Alice Attendee',
    purchaseDate: Date.UTC(2030, 0, 10, 18, 30),
    amountPaid: 12,
    isPaid: true,
    refunded: false,
    isCheckedIn: false,
    paymentMethod: 'Card',
    ticketType: 'Standard',
    eventId: 'e1',
    eventOwnerId: 'organizer-1',
    feedbackNotes: '',
    ...overrides,
  };
}

export function statsOf(overrides: Partial<TicketStats> = {}): TicketStats {
  return {
    sold: 6,
    revenuePence: 9600,
    checkedIn: 2,
    holders: 3,
    packages: { Standard: 4, VIP: 2 },
    ...overrides,
  };
}
