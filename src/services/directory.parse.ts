import { storedVenueListing } from '@gigvenue/contracts';
import type { VenueListing } from '@/domain/venue';
import { availabilityEntryOf } from './availability.parse';

// Venue documents come from other accounts, so the contract's schema reads every field leniently: a malformed value
// degrades to something harmless instead of breaking the whole listing.

export function venueOf(id: string, data: Record<string, unknown>): VenueListing {
  const { availability, ...listing } = storedVenueListing.parse(data);
  return { id, ...listing, availability: availability.map((entry) => availabilityEntryOf(entry)) };
}
