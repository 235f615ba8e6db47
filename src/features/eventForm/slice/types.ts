import type { Refusal } from '@/lib/firebase/errors';
import type { Picture } from '@/components/forms/pictures';
import type { CreateEventRequest, CreateEventResult, PaymentInput } from '@/domain/booking';
import type { EventContentChanges, PlatformEvent, PublicProfile } from '@/domain/entities';
import type { AvailabilityEntry, BookingsMap } from '@/domain/slots';
import type { VenueListing } from '@/domain/venue';

export type { Picture };

/** The simulated card form's details, as the payments service tokenizes them. */
export interface CardDetails {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/**
 * How the booker pays: a token made by Stripe Elements in the browser, the simulated card form's details (the
 * saga turns them into a token, as Elements would), or cash when the account may pay so.
 */
export type PaymentChoice = PaymentInput | { method: 'simulatedCard'; card: CardDetails };

/** The request as the wizard has it: no request id yet, images not uploaded, the card maybe not tokenized. */
export interface EventSubmission {
  draft: Omit<CreateEventRequest, 'requestId' | 'payment'>;
  payment: PaymentChoice | null;
  /** The event's images in order; new files are uploaded by the saga before the request is sent. */
  files: Picture[];
}

export interface EventUpdate {
  id: string;
  changes: Omit<EventContentChanges, 'attachments'>;
  files: Picture[];
}

export interface UploadProgress {
  key: string;
  percent: number;
}

/** One page of bookable options, growing with 'load more'. */
export interface OptionsList<T> {
  status: RequestStatus;
  items: T[];
  cursor: string | null;
}

export interface EventFormState {
  venues: OptionsList<VenueListing> & { bookings: Record<string, BookingsMap> };
  managers: OptionsList<PublicProfile> & {
    availability: Record<string, AvailabilityEntry[]>;
    bookings: Record<string, BookingsMap>;
  };
  /**
   * The create request. requestId and fingerprint survive a failure so that resending the same, unchanged
   * submission reuses the id (the server then books and charges once); uploaded keeps the URLs of images
   * already uploaded by an earlier attempt so a retry does not upload them again.
   */
  create: {
    status: RequestStatus;
    /** The server's refusal, worded by the view in terms the person can act on. */
    error: Refusal | null;
    /** Something broke (the function threw, the server was unreachable, an upload failed): nothing to act on but retry. */
    unexpected: boolean;
    /** The new total in pence when a slot's price changed after the Payment step showed it. */
    priceChangedToPence: number | null;
    requestId: string | null;
    fingerprint: string | null;
    uploads: Record<string, number>;
    uploaded: Record<string, string>;
    result: CreateEventResult | null;
    /** The payment's client secret while the card's bank asks the organizer to confirm it (3-D Secure). */
    bankCheck: string | null;
  };
  /**
   * The event the edit wizard works on, read by id, and how many of its tickets are sold: once one is, its date, start
   * time and duration stay as sold (the rules refuse a change).
   */
  editing: {
    status: RequestStatus;
    id: string | null;
    event: PlatformEvent | null;
    ticketsSold: number;
    error: Refusal | null;
  };
  update: { status: RequestStatus; error: Refusal | null; uploads: Record<string, number> };
}
