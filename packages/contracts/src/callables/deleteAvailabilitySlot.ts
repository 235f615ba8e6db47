import * as z from 'zod/mini';
import { callable } from './define';
import { dateKey, pathSegment } from './fields';

/** Deletes one slot of the caller's availability entry ('YYYY-MM-DD'), unless a booking today or later holds it. */
export const deleteAvailabilitySlot = callable(
  'deleteAvailabilitySlot',
  z.object(
    {
      ownerId: pathSegment('slotDeleteRequestInvalid'),
      entryId: dateKey('slotDeleteRequestInvalid'),
      slotId: pathSegment('slotDeleteRequestInvalid'),
    },
    { error: 'slotDeleteRequestInvalid' },
  ),
  z.object({ deleted: z.boolean() }),
);
