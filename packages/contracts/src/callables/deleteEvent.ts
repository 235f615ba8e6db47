import * as z from 'zod/mini';
import { callable } from './define';
import { eventRequest } from './fields';

/**
 * Deletes an event with its orders, freeing their slots: refused while it has tickets or a booking is under two days
 * away. Deleting an event already gone answers deleted, so a retry is harmless.
 */
export const deleteEvent = callable('deleteEvent', eventRequest, z.object({ deleted: z.boolean() }));
