// Named log lines of the venue functions (see ../logs.ts for the convention): uids and ids, never e-mails.
import * as logger from 'firebase-functions/logger';

export const venueLogs = {
  slotToggled(fields: { uid: string; venueId: string; date: string; slotId: string; active: boolean }): void {
    logger.info('venue_slot_toggled', fields);
  },
  slotToggleRefused(fields: { uid: string; venueId: string; reason: 'not-found' | 'not-owner' | 'unknown-slot' }): void {
    logger.warn('venue_slot_toggle_refused', fields);
  },
  startingFromUpdated(fields: { venueId: string; startingFrom: number }): void {
    logger.info('venue_starting_from_updated', fields);
  },
};
