import type { Refusal } from '@/lib/firebase/errors';
import type { DirectorySort } from '@/domain/directory';
import type { PublicProfile } from '@/domain/entities';
import type { Rating } from '@/domain/rating';
import type { AvailabilityEntry, BookingsMap } from '@/domain/slots';
import type { VenueListing } from '@/domain/venue';

export type { VenueListing };

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface ListingState<T> {
  status: LoadStatus;
  items: T[];
  /** Where the next page starts; null when the list is complete. */
  cursor: string | null;
  /** Why the last load failed, shown beside the retry. */
  error: Refusal | null;
  /** The order the list is read in. */
  sort: DirectorySort;
}

export interface ListPage<T> {
  items: T[];
  cursor: string | null;
  /** True for a "load more" page, which is appended; false for a first page, which replaces the list. */
  append: boolean;
}

/** Asks for the first page, or the page after `cursor`. */
export interface LoadListRequest {
  cursor?: string | null;
  /** A first page in another order replaces the list; a further page keeps the list's order. */
  sort?: DirectorySort;
}

export interface ManagerDetails {
  manager: PublicProfile | null;
  availability: AvailabilityEntry[];
  bookings: BookingsMap;
}

export interface VenueDetails {
  venue: VenueListing | null;
  bookings: BookingsMap;
}

export interface DetailsState<T> {
  status: LoadStatus;
  /** The id the data belongs to, so a page never shows a previously opened item. */
  id: string | null;
  data: T | null;
  /** Why the last load of this id failed, shown beside the retry. */
  error: Refusal | null;
}

/** A failed load of one item, so an answer for an id no longer open is ignored. */
export interface DetailsFailure {
  id: string;
  failure: Refusal;
}

/** The public ratings of the venue or manager whose details are open, newest first, a page at a time. */
export interface RatingsListState {
  targetId: string | null;
  status: LoadStatus;
  items: Rating[];
  cursor: string | null;
}

export interface LoadRatingsRequest {
  targetId: string;
  cursor?: string | null;
}

export interface RatingsPage {
  targetId: string;
  items: Rating[];
  cursor: string | null;
  append: boolean;
}

export interface DirectoryState {
  ratings: RatingsListState;
  managers: ListingState<PublicProfile>;
  venues: ListingState<VenueListing>;
  managerDetails: DetailsState<ManagerDetails>;
  venueDetails: DetailsState<VenueDetails>;
}
