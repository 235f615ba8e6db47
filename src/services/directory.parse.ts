import type { VenueListing } from '@/domain/venue';
import { availabilityEntryOf } from './availability.parse';

// Venue documents come from other accounts, so every field is read defensively and a malformed value degrades to
// something harmless instead of breaking the whole listing.

const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function venueOf(id: string, data: Record<string, unknown>): VenueListing {
  return {
    id,
    createdBy: str(data.createdBy),
    venueName: str(data.venueName),
    seats: num(data.seats),
    description: str(data.description),
    address: str(data.address),
    attachments: strings(data.attachments),
    isOnline: data.isOnline === true,
    availability: Array.isArray(data.availability)
      ? data.availability.map((entry) => availabilityEntryOf(entry))
      : [],
    startingFrom: num(data.startingFrom),
    ratingCount: num(data.ratingCount),
    ratingAverage: num(data.ratingAverage),
    ratingRank: num(data.ratingRank),
  };
}
