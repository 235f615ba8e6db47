import type { PayloadAction } from '@reduxjs/toolkit';

import { all, call, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import type { CalendarDate } from '@/domain/entities';
import { overfullDates, TOO_MANY_SLOTS } from '@/domain/slots';
import { failureOf, firebaseErrorCode } from '@/lib/firebase/errors';
import { availabilityService } from '@/services/availability.service';
import {
  addAvailability,
  availabilityAdded,
  availabilityAddFailed,
  availabilityLoaded,
  availabilityLoadFailed,
  deleteSlot,
  loadAvailability,
  slotDeleted,
  slotDeleteFailed,
} from './index';
import { selectSessionUid } from '@/app/session';
import { signInFirstFailure } from '@/lib/firebase/signInFirst';
import type { AddAvailabilityRequest, AvailabilityError, SlotRef } from './types';

/**
 * The delete function refuses a slot booked today or later with failed-precondition, and a save refuses to go
 * past the slots-per-date cap with its own code (naming the date); the rest pass through.
 */
export function availabilityError(error: unknown): AvailabilityError {
  const code = firebaseErrorCode(error);
  if (code === 'functions/failed-precondition') return { code: 'slotBooked' };
  if (code === TOO_MANY_SLOTS) {
    const { startDate } = error as { startDate?: CalendarDate };
    return { code: 'tooManySlots', dates: startDate ? [startDate] : [] };
  }
  return { failure: failureOf(error) };
}

export function* loadAvailabilitySaga(): SagaGenerator<void> {
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(availabilityLoadFailed({ failure: signInFirstFailure() }));
    return;
  }
  try {
    const entries = yield* call(availabilityService.list, uid);
    yield* put(availabilityLoaded(entries));
  } catch (error) {
    yield* put(availabilityLoadFailed(availabilityError(error)));
  }
}

/**
 * All entries are written in one transaction, each merged into any stored for the same date: all saved or none.
 * The slots-per-date cap is checked for all of them first, against what is stored for their dates, so the
 * refusal names every date over it (the transaction re-checks, the rules alone would give a bare permission error).
 */
export function* addAvailabilitySaga(action: PayloadAction<AddAvailabilityRequest>): SagaGenerator<void> {
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(availabilityAddFailed({ failure: signInFirstFailure() }));
    return;
  }
  const { entries } = action.payload;
  try {
    const stored = yield* call(
      availabilityService.entriesOn,
      uid,
      entries.map((entry) => entry.startDate),
    );
    const overfull = overfullDates(stored, entries);
    if (overfull.length > 0) {
      yield* put(availabilityAddFailed({ code: 'tooManySlots', dates: overfull }));
      return;
    }
    const saved = yield* call(availabilityService.addEntries, uid, entries);
    yield* put(availabilityAdded(saved));
  } catch (error) {
    yield* put(availabilityAddFailed(availabilityError(error)));
  }
}

export function* deleteSlotSaga(action: PayloadAction<SlotRef>): SagaGenerator<void> {
  const uid = yield* select(selectSessionUid);
  if (!uid) {
    yield* put(slotDeleteFailed({ failure: signInFirstFailure() }));
    return;
  }
  const { entryId, slotId } = action.payload;
  try {
    yield* call(availabilityService.removeSlot, uid, entryId, slotId);
    yield* put(slotDeleted(action.payload));
  } catch (error) {
    yield* put(slotDeleteFailed(availabilityError(error)));
  }
}

export function* availabilitySaga(): SagaGenerator<void> {
  yield* all([
    takeLatest(loadAvailability.type, loadAvailabilitySaga),
    takeLeading(addAvailability.type, addAvailabilitySaga),
    takeLeading(deleteSlot.type, deleteSlotSaga),
  ]);
}
