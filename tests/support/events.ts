import { isSaleContention } from '../../functions/src/tickets/saleContention';
import { calendar, dayAfter } from './callables';

interface ManualEvent {
  title: string;
  createdBy: string;
  seats: number;
  packages: { detail: string; price: number; ticketsAmmount: number }[];
  /** Days from today (London); 9 unless said. */
  inDays?: number;
}

/** An event on sale at a manual venue (no booking behind it), as a ticket test writes it with the Admin SDK. */
export function manualEventOnSale({ title, createdBy, seats, packages, inDays = 9 }: ManualEvent) {
  const date = dayAfter(inDays);
  return {
    title,
    eventDate: calendar(date),
    date: Date.parse(`${date}T00:00:00Z`),
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    status: 'active',
    requiredSeats: seats,
    packages,
    venue: { venueName: 'My Studio', address: 'Here', seats, bookedSlots: [] },
    selectedVenue: null,
    managersId: [],
    isManual: true,
    createdBy,
  };
}

/** A signed-out card purchase of the first package's tickets by a new buyer, as the shop sends it (buyTickets). */
export const cardPurchase = (eventId: string, quantity: number, fresh: (label: string) => string) => ({
  eventId,
  packageIndex: 0,
  quantity,
  name: 'Ben Buyer',
  email: `${fresh('buyer')}@gigvenue.test`,
  cardToken: 'tok_sim_visa_4242',
  requestId: fresh('req'),
});

/**
 * Sends a purchase as the shop does: the same request again, after a growing wait, when its transaction did not get
 * through (buyTickets answers that `unavailable`; the shop's BUY_RETRY_DELAYS_MS). Anything else, a refusal
 * included, is the purchase's answer.
 */
export async function sentAsTheShopSends<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= 4 || !isSaleContention(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000 * 2 ** attempt));
    }
  }
}
