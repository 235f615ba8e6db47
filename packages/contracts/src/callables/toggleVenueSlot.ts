import * as z from 'zod/mini';
import { callable } from './define';
import { dateKey, pathSegment } from './fields';

/**
 * A venue owner switches one slot of one day ('YYYY-MM-DD') off (booked, so nobody can take it) or on again; the
 * answer says whether it is now bookable.
 */
export const toggleVenueSlot = callable(
  'toggleVenueSlot',
  z.object(
    {
      venueId: pathSegment('toggleRequestInvalid'),
      date: dateKey('toggleRequestInvalid'),
      slotId: z
        .string({ error: 'toggleRequestInvalid' })
        .check(z.refine((id) => id.trim() !== '', { error: 'toggleRequestInvalid' })),
    },
    { error: 'toggleRequestInvalid' },
  ),
  z.object({ active: z.boolean() }),
);
