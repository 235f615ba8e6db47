import type { Refusal } from '@/lib/firebase/errors';
import type { Picture } from '@/components/forms/pictures';
import type { Venue, VenueInput } from '@/domain/venue';

export type { Venue, VenueInput };

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export type { Picture };

/** What the wizard hands the saga; `files` is where the store's serializability check expects File objects. */
export interface VenueSubmission {
  /** Absent when adding a venue. */
  id?: string;
  details: Omit<VenueInput, 'attachments'>;
  files: Picture[];
}

export interface UploadProgress {
  key: string;
  percent: number;
}

export interface SlotToggle {
  venueId: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  slotId: string;
}

/** A result the screens announce once (a dialog), then clear with noticeShown. */
export type VenueNotice =
  | { kind: 'added' | 'updated' | 'deleted' | 'slotActive' | 'slotInactive' }
  | { kind: 'error'; failure: Refusal }
  | { kind: 'seatsBelowBooked'; seats: number };

export interface VenuesState {
  /** The signed-in owner's venues; error is why a read failed, shown beside a retry. */
  list: { status: RequestStatus; items: Venue[]; error: Refusal | null };
  /**
   * The venue a details or edit page shows, with its bookings map (booked slot ids by 'YYYY-MM-DD', a mutable
   * copy for the reducer). visit is the navigation (router location key) whose page asked for it, so a page
   * can tell its own read by id from one left over from an earlier page.
   */
  current: {
    status: RequestStatus;
    id: string | null;
    visit: string | null;
    venue: Venue | null;
    bookings: Record<string, string[]>;
  };
  save: { status: RequestStatus; uploads: Record<string, number>; savedId: string | null };
  /** Ids of venues with a delete or online switch running, so their menus can wait. */
  busyIds: string[];
  /** The slot being switched, as 'date/slotId'. */
  togglingSlot: string | null;
  notice: VenueNotice | null;
}
