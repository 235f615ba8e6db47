// What an availability slot may be, apart from its schema (documents/availability.ts): the app's forms and domain
// rules read these without loading the schema library, and firestore.rules hold the same numbers.

export const SLOT_TYPES = ['For Venue', 'For Private', 'Any'] as const;
export type SlotType = (typeof SLOT_TYPES)[number];

/** The cheapest and dearest slot, in pounds: firestore.rules refuse others as well. */
export const MIN_SLOT_PRICE = 1;
export const MAX_SLOT_PRICE = 1_000_000;
/** Rules check a manager's slots one index at a time, up to this many (12 is the most their budget allows). */
export const MAX_SLOTS_PER_ENTRY = 10;
/** Entries of one venue, as the rules bound the list. */
export const MAX_AVAILABILITY_ENTRIES = 60;
export const MAX_SLOT_TITLE_LENGTH = 100;
export const MIN_SLOT_MINUTES = 30;
/** A new start date lies at most this many days ahead, as the rules allow for a manager's entry. */
export const MAX_AVAILABILITY_DAYS_AHEAD = 366;
