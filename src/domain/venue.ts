import type { GeoPoint, HelpingAddress } from './entities';
import type { AvailabilityEntry } from './slots';
import type { RatingAggregate } from './rating';

// The spec's Venue as plain data (venues/{id}); its booked slots live apart, in the bookings map.

export interface Venue {
  id: string;
  createdBy: string;
  venueName: string;
  seats: number;
  description: string;
  address: string;
  lineAddress1: string;
  lineAddress2: string;
  helpingAddress: HelpingAddress;
  location: GeoPoint | null;
  attachments: string[];
  isOnline: boolean;
  availability: AvailabilityEntry[];
  startingFrom: number;
  createdAt: number;
}

/** What the directory shows of a venue: no address parts or coordinates. */
export type VenueListing = Pick<
  Venue,
  | 'id'
  | 'createdBy'
  | 'venueName'
  | 'seats'
  | 'description'
  | 'address'
  | 'attachments'
  | 'isOnline'
  | 'availability'
  | 'startingFrom'
> &
  RatingAggregate;

/** What the owner's forms save; firestore.rules accepts exactly these keys from the client. */
export type VenueInput = Pick<
  Venue,
  | 'venueName'
  | 'seats'
  | 'description'
  | 'address'
  | 'lineAddress1'
  | 'lineAddress2'
  | 'helpingAddress'
  | 'location'
  | 'attachments'
  | 'availability'
>;
