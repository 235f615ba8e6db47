import type { Refusal } from '@/lib/firebase/errors';
import type { CardDetails } from '@/components/payments/card.schema';
import type { BuyTicketsResult, TicketPurchaseView, TicketSaleView } from '@/domain/ticketSale';
import type { WaitlistOffer, WaitlistOfferLink } from '@/domain/waitlist';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface SaleState {
  status: LoadStatus;
  /** The event the sale belongs to, so the page never shows a previously opened one. */
  eventId: string | null;
  /** null while unknown, and after a read that found no such event. */
  sale: TicketSaleView | null;
  /** Why it failed, as the server or the SDK said it (worded by the view, so a language change re-words it). */
  failure: Refusal | null;
}

/** What the buyer asks for, as the buy form has it once validated. */
export interface BuyOrder {
  eventId: string;
  packageIndex: number;
  quantity: number;
  name: string;
  email: string;
}

/**
 * How the buyer pays: nothing for free tickets, a token Stripe Elements made in the browser, or the simulated
 * card form's details (the saga turns them into a token, as Elements would).
 */
export type BuyPayment =
  null | { method: 'card'; cardToken: string } | { method: 'simulatedCard'; card: CardDetails };

export interface BuySubmission {
  order: BuyOrder;
  payment: BuyPayment;
  /** The waitlist offer whose held tickets the purchase takes. */
  offer?: WaitlistOfferLink;
}

export interface BuyState {
  status: RequestStatus;
  /** Why it failed, as the server or the SDK said it (worded by the view, so a language change re-words it). */
  failure: Refusal | null;
  /**
   * requestId and fingerprint survive a failure, so sending the same, unchanged purchase again reuses the id and
   * the server sells and charges once.
   */
  requestId: string | null;
  fingerprint: string | null;
  result: BuyTicketsResult | null;
  /** The payment's client secret while the card's bank asks the buyer to confirm it (3-D Secure). */
  bankCheck: string | null;
  /** How many times the shop has sent the same purchase again after a timeout or an unavailable server (0: none). */
  retries: number;
}

export interface LoadPurchaseRequest {
  purchaseId: string;
  key: string;
}

export interface PurchaseState {
  status: LoadStatus;
  purchaseId: string | null;
  /** null while unknown, and after a read that found nothing for this id and key. */
  purchase: TicketPurchaseView | null;
  /** Why it failed, as the server or the SDK said it (worded by the view, so a language change re-words it). */
  failure: Refusal | null;
}

/** Joining a sold-out package's waitlist: the same fields a purchase has. */
export type WaitlistOrder = BuyOrder;

export interface WaitlistJoinState {
  status: RequestStatus;
  /** Why it failed, as the server or the SDK said it (worded by the view, so a language change re-words it). */
  failure: Refusal | null;
  /** The package joined and the place in its line (1 is next), once joined. */
  packageIndex: number | null;
  position: number | null;
}

/** The offer an offer link (the page's #offer= fragment) holds for its reader. */
export interface WaitlistOfferState {
  status: LoadStatus;
  link: WaitlistOfferLink | null;
  offer: WaitlistOffer | null;
  /** Why the link holds nothing (lapsed, bought, unknown), worded. */
  /** Why it failed, as the server or the SDK said it (worded by the view, so a language change re-words it). */
  failure: Refusal | null;
}

export interface TicketShopState {
  sale: SaleState;
  buy: BuyState;
  purchase: PurchaseState;
  waitlist: WaitlistJoinState;
  offer: WaitlistOfferState;
}
