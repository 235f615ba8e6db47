import type { Refusal } from '@/lib/firebase/errors';
import type { rateOrder, replyToRating, RequestOf } from '@gigvenue/contracts';
import type { Order } from '@/domain/entities';
import type { Rating } from '@/domain/rating';

export type { Order, Rating };

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** What the rateOrder callable takes (the contract's request). */
export type RateOrderRequest = RequestOf<typeof rateOrder>;

export interface RatableBookings {
  eventId: string;
  /** The event's orders that its owner booked. */
  orders: Order[];
  /** Ratings already given, by order id. */
  ratings: Record<string, Rating>;
}

export interface RatingSave {
  orderId: string | null;
  status: LoadStatus;
  /** Why the save failed, worded by the view. */
  error: Refusal | null;
}

export interface RatingsState {
  bookings: { status: LoadStatus; eventId: string | null; orders: Order[]; ratings: Record<string, Rating> };
  save: RatingSave;
  /** The booking whose rating form is open; a saved rating closes it. */
  openOrderId: string | null;
  /** The ratings the signed-in account received, newest first, and its one reply to each. */
  received: { status: LoadStatus; items: Rating[]; cursor: string | null };
  reply: { ratingId: string | null; status: LoadStatus; error: Refusal | null };
}

/** What the replyToRating callable takes (the contract's request). */
export type ReplyRequest = RequestOf<typeof replyToRating>;

export interface ReceivedRatingsPage {
  items: Rating[];
  cursor: string | null;
  append: boolean;
}
