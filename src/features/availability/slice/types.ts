import type { CalendarDate } from '@/domain/entities';
import type { Refusal } from '@/lib/firebase/errors';
import type { AvailabilityEntry, Slot } from '@/domain/slots';

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** Known failures carry a translation key under `errors.`; others keep their reason, worded as errors:<reason>. */
export type AvailabilityError =
  | { code: 'slotBooked' }
  /** Saving would put more than MAX_SLOTS_PER_ENTRY slots on these start dates. */
  | { code: 'tooManySlots'; dates: CalendarDate[] }
  | { failure: Refusal };

export interface RequestState {
  status: RequestStatus;
  error: AvailabilityError | null;
}

export interface AvailabilityState {
  /** The signed-in manager's entries, ordered by start date. */
  entries: AvailabilityEntry[];
  load: RequestState;
  add: RequestState;
  /** The slot being deleted, so its row can show that it is busy. */
  remove: RequestState & { slotId: string | null };
}

/**
 * An entry composed on the add screen. Its slots get their ids when they are added to the draft, so
 * confirming again after a failure rewrites the same ids, which the merge skips instead of duplicating.
 */
export interface DraftEntry {
  startDate: CalendarDate;
  slots: Slot[];
}

export interface AddAvailabilityRequest {
  entries: DraftEntry[];
}

export interface SlotRef {
  entryId: string;
  slotId: string;
}

export type AvailabilityForm = 'add' | 'remove';
