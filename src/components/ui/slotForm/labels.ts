import type { SlotType } from '@/domain/slots';

/** Translation keys (namespace `slots`, under `types.`) of the stored slot types, which stay in English. */
export const SLOT_TYPE_KEYS: Record<SlotType, string> = {
  'For Venue': 'forVenue',
  'For Private': 'forPrivate',
  Any: 'any',
};
