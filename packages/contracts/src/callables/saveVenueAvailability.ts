import * as z from 'zod/mini';
import { venueAvailability } from '../documents/availability';
import { callable } from './define';

/**
 * A venue owner saves the venue's whole availability (at most 60 entries of 10 slots), checked slot by slot here;
 * the function adds what depends on the stored venue (a new start at most a year ahead, slots orders hold).
 */
export const saveVenueAvailability = callable(
  'saveVenueAvailability',
  z.object(
    {
      venueId: z.string({ error: 'availabilityRequestInvalid' }).check(
        z.refine((id) => id.trim() !== '' && !id.includes('/') && id.length <= 200, {
          error: 'availabilityRequestInvalid',
        }),
      ),
      availability: venueAvailability,
    },
    { error: 'availabilityRequestInvalid' },
  ),
  z.object({ saved: z.boolean() }),
);
