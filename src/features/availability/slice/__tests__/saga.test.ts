import { describe, expect, it } from 'vitest';
import { call, put, select } from 'redux-saga/effects';
import { TOO_MANY_SLOTS } from '@/domain/slots';
import { availabilityService } from '@/services/availability.service';
import {
  addAvailability,
  availabilityAdded,
  availabilityAddFailed,
  availabilityLoaded,
  availabilityLoadFailed,
  deleteSlot,
  slotDeleted,
  slotDeleteFailed,
} from '../index';
import { addAvailabilitySaga, availabilityError, deleteSlotSaga, loadAvailabilitySaga } from '../saga';
import { selectSessionUid } from '../selectors';
import { entryOf, slotOf } from './fixtures';

const firebaseError = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('loadAvailabilitySaga', () => {
  it("loads the signed-in manager's entries", () => {
    const saga = loadAvailabilitySaga();
    expect(saga.next().value).toEqual(select(selectSessionUid));
    expect(saga.next('u1').value).toEqual(call(availabilityService.list, 'u1'));
    const entries = [entryOf(3)];
    expect(saga.next(entries).value).toEqual(put(availabilityLoaded(entries)));
    expect(saga.next().done).toBe(true);
  });

  it('reports a failure with its message', () => {
    const saga = loadAvailabilitySaga();
    saga.next();
    saga.next('u1');
    expect(saga.throw(new Error('offline')).value).toEqual(put(availabilityLoadFailed({ message: 'offline' })));
  });

  it('fails without a signed-in user', () => {
    const saga = loadAvailabilitySaga();
    saga.next();
    expect(saga.next(null).value).toEqual(put(availabilityLoadFailed({ message: 'Not signed in' })));
  });
});

describe('addAvailabilitySaga', () => {
  const request = addAvailability({
    entries: [
      { startDate: { year: 2030, month: 6, day: 3 }, slots: [slotOf({ id: 'a' })] },
      { startDate: { year: 2030, month: 6, day: 10 }, slots: [slotOf({ id: 'b' })] },
    ],
  });

  const dates = request.payload.entries.map((entry) => entry.startDate);

  it('reads what is stored for the dates, then writes each entry in turn and reports what was stored', () => {
    const saga = addAvailabilitySaga(request);
    expect(saga.next().value).toEqual(select(selectSessionUid));
    expect(saga.next('u1').value).toEqual(call(availabilityService.entriesOn, 'u1', dates));
    expect(saga.next([entryOf(10, [slotOf({ id: 'stored' })])]).value).toEqual(
      call(availabilityService.addEntry, 'u1', request.payload.entries[0]),
    );
    const first = entryOf(3, [slotOf({ id: 'a' })]);
    expect(saga.next(first).value).toEqual(call(availabilityService.addEntry, 'u1', request.payload.entries[1]));
    const second = entryOf(10, [slotOf({ id: 'b' })]);
    expect(saga.next(second).value).toEqual(put(availabilityAdded([first, second])));
    expect(saga.next().done).toBe(true);
  });

  it('writes nothing when a date would hold more than 10 slots with those stored, and names the date', () => {
    const saga = addAvailabilitySaga(request);
    saga.next();
    saga.next('u1');
    const stored = entryOf(10, Array.from({ length: 10 }, (_, i) => slotOf({ id: `stored-${i}` })));
    expect(saga.next([stored]).value).toEqual(
      put(availabilityAddFailed({ code: 'tooManySlots', dates: [{ year: 2030, month: 6, day: 10 }] })),
    );
    expect(saga.next().done).toBe(true);
  });

  it('reports a failed write', () => {
    const saga = addAvailabilitySaga(request);
    saga.next();
    saga.next('u1');
    saga.next([]);
    expect(saga.throw(firebaseError('permission-denied', 'Missing or insufficient permissions.')).value).toEqual(
      put(availabilityAddFailed({ message: 'Missing or insufficient permissions.' })),
    );
  });
});

describe('deleteSlotSaga', () => {
  const request = deleteSlot({ entryId: '2030-06-03', slotId: 'a' });

  it('deletes through the service and reports the slot', () => {
    const saga = deleteSlotSaga(request);
    expect(saga.next().value).toEqual(select(selectSessionUid));
    expect(saga.next('u1').value).toEqual(call(availabilityService.removeSlot, 'u1', '2030-06-03', 'a'));
    expect(saga.next().value).toEqual(put(slotDeleted(request.payload)));
    expect(saga.next().done).toBe(true);
  });

  it('reports a booked slot in the spec words', () => {
    const saga = deleteSlotSaga(request);
    saga.next();
    saga.next('u1');
    const refused = firebaseError('functions/failed-precondition', 'Sorry! Unable to delete. Slot is already booked.');
    expect(saga.throw(refused).value).toEqual(put(slotDeleteFailed({ code: 'slotBooked' })));
  });
});

describe('availabilityError', () => {
  it('names the date of a save refused for going past the slots-per-date cap', () => {
    const refused = Object.assign(firebaseError(TOO_MANY_SLOTS), { startDate: { year: 2030, month: 6, day: 3 } });
    expect(availabilityError(refused)).toEqual({ code: 'tooManySlots', dates: [{ year: 2030, month: 6, day: 3 }] });
  });

  it('passes unknown failures through', () => {
    expect(availabilityError(firebaseError('functions/not-found', 'Slot not found'))).toEqual({ message: 'Slot not found' });
    expect(availabilityError('boom')).toEqual({ message: 'boom' });
  });
});
