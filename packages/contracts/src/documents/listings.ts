import * as z from 'zod/mini';
import { venueAvailability } from './availability';

/**
 * The fields of a venue (venues/{id}) or an account (managers/{uid}, profiles/{uid}) that only the functions write:
 * the listing's lowest slot price and the rating aggregate (functions/src/ratings/ratingRules.ts). The owner writes
 * the rest of the document; the functions update these through this schema.
 */
export const listingKeptFields = z.strictObject({
  startingFrom: z.number(),
  ratingCount: z.int().check(z.nonnegative()),
  /** The sum of the counted ratings' stars. */
  ratingTotal: z.number(),
  ratingAverage: z.number(),
  ratingRank: z.number(),
});

/** A venue's availability, the one owner's field a function writes (saveVenueAvailability, checked as requested). */
export const venueAvailabilityFields = z.strictObject({ availability: venueAvailability });
