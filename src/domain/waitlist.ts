import {
  londonDateTime,
  type getWaitlistOffer,
  type ResponseOf,
  type StoredWaitlistEntry,
} from '@gigvenue/contracts';
import type { TicketSaleView } from './ticketSale';

// The waitlist of a sold-out package (contracts/waitlist.ts): the buyers' page joins it and opens the offers its mails
// link to; the event's owner watches the line. Here are the views the app holds and the rules its screens apply.

export {
  offerOfFragment,
  WAITLIST_HOLD_MINUTES,
  type WaitlistOfferLink,
  type WaitlistStatus,
} from '@gigvenue/contracts';

/** waitlist/{entryId} as its event's owner reads it. */
export type WaitlistEntry = StoredWaitlistEntry & { id: string };

/** getWaitlistOffer: what an offer link holds for its reader. */
export type WaitlistOffer = ResponseOf<typeof getWaitlistOffer>;

/** London's wall clock at an instant, as 'HH:MM' (the platform's time zone, whatever the reader's). */
export const londonClockTime = (instant: number): string => londonDateTime(instant).slice(11, 16);

/**
 * Each entry's place in its package's line, in the order given (the order they joined): 1 is next. Entries that
 * are done with (bought, passed on) hold no place, and read null.
 */
export function waitlistPlaces(
  entries: readonly Pick<WaitlistEntry, 'packageIndex' | 'status'>[],
): (number | null)[] {
  const taken = new Map<number, number>();
  return entries.map(({ packageIndex, status }) => {
    if (status !== 'waiting' && status !== 'offered') return null;
    const place = (taken.get(packageIndex) ?? 0) + 1;
    taken.set(packageIndex, place);
    return place;
  });
}

/** The sale's packages that have nothing left to buy now: the ones a buyer may wait for. */
export const soldOutPackages = (sale: Pick<TicketSaleView, 'ticketsLeft' | 'packages'>) =>
  sale.packages.filter((item) => Math.min(item.ticketsLeft, sale.ticketsLeft) < 1);

/**
 * The sale as an offer's reader may buy from it: only the offered package, with the tickets the offer holds (held
 * for them, so not counted among the tickets left to everyone else), on sale; null when the offer is for another
 * event or for a package the sale no longer has.
 */
export function offerSaleView(sale: TicketSaleView, offer: WaitlistOffer): TicketSaleView | null {
  const item = sale.packages.find((candidate) => candidate.index === offer.packageIndex);
  if (offer.eventId !== sale.eventId || !item) return null;
  return {
    ...sale,
    onSale: true,
    ticketsLeft: offer.quantity,
    packages: [{ ...item, ticketsLeft: offer.quantity }],
  };
}
