import { failedWith, signInFirstFailure } from '@/testing/failures';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Saga } from 'redux-saga';
import { TOO_MANY_SLOTS } from '@/domain/slots';
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
import { entryOf, slotOf } from './fixtures';
import { dispatchedBy } from '@/testing/sagaHarness';

const service = vi.hoisted(() => ({
  list: vi.fn(),
  entriesOn: vi.fn(),
  addEntries: vi.fn(),
  removeSlot: vi.fn(),
}));
vi.mock('@/services/availability.service', () => ({ availabilityService: service }));

const firebaseError = (code: string, message = code) => Object.assign(new Error(message), { code });

/** Runs a saga for a signed-in manager (or nobody) and returns what it dispatched. */
function dispatched<Args extends unknown[]>(saga: Saga<Args>, uid: string | null, ...args: Args) {
  return dispatchedBy(saga, { state: { auth: { user: uid ? { id: uid } : null } } }, ...args);
}

beforeEach(() => {
  Object.values(service).forEach((fn) => fn.mockReset());
});

describe('loadAvailabilitySaga', () => {
  it("loads the signed-in manager's entries", async () => {
    const entries = [entryOf(3)];
    service.list.mockResolvedValue(entries);
    expect(await dispatched(loadAvailabilitySaga, 'u1')).toEqual([availabilityLoaded(entries)]);
    expect(service.list).toHaveBeenCalledWith('u1');
  });

  it('reports a failure with its message', async () => {
    service.list.mockRejectedValue(new Error('offline'));
    expect(await dispatched(loadAvailabilitySaga, 'u1')).toEqual([
      availabilityLoadFailed({ failure: failedWith('offline') }),
    ]);
  });

  it('fails without a signed-in user', async () => {
    expect(await dispatched(loadAvailabilitySaga, null)).toEqual([
      availabilityLoadFailed({ failure: signInFirstFailure }),
    ]);
    expect(service.list).not.toHaveBeenCalled();
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

  it('checks what is stored for the dates, then saves every entry in one write and reports what was stored', async () => {
    service.entriesOn.mockResolvedValue([entryOf(10, [slotOf({ id: 'stored' })])]);
    const saved = [
      entryOf(3, [slotOf({ id: 'a' })]),
      entryOf(10, [slotOf({ id: 'stored' }), slotOf({ id: 'b' })]),
    ];
    service.addEntries.mockResolvedValue(saved);
    expect(await dispatched(addAvailabilitySaga, 'u1', request)).toEqual([availabilityAdded(saved)]);
    expect(service.entriesOn).toHaveBeenCalledWith('u1', dates);
    expect(service.addEntries).toHaveBeenCalledTimes(1);
    expect(service.addEntries).toHaveBeenCalledWith('u1', request.payload.entries);
  });

  it('writes nothing when a date would hold more than 10 slots with those stored, and names the date', async () => {
    service.entriesOn.mockResolvedValue([
      entryOf(
        10,
        Array.from({ length: 10 }, (_, i) => slotOf({ id: `stored-${i}` })),
      ),
    ]);
    expect(await dispatched(addAvailabilitySaga, 'u1', request)).toEqual([
      availabilityAddFailed({ code: 'tooManySlots', dates: [{ year: 2030, month: 6, day: 10 }] }),
    ]);
    expect(service.addEntries).not.toHaveBeenCalled();
  });

  it('reports a refused write (nothing was saved: the write is one transaction)', async () => {
    service.entriesOn.mockResolvedValue([]);
    service.addEntries.mockRejectedValue(
      firebaseError('permission-denied', 'Missing or insufficient permissions.'),
    );
    expect(await dispatched(addAvailabilitySaga, 'u1', request)).toEqual([
      availabilityAddFailed({ failure: failedWith('Missing or insufficient permissions.') }),
    ]);
  });

  it('fails without a signed-in user', async () => {
    expect(await dispatched(addAvailabilitySaga, null, request)).toEqual([
      availabilityAddFailed({ failure: signInFirstFailure }),
    ]);
  });
});

describe('deleteSlotSaga', () => {
  const request = deleteSlot({ entryId: '2030-06-03', slotId: 'a' });

  it('deletes through the service and reports the slot', async () => {
    service.removeSlot.mockResolvedValue(undefined);
    expect(await dispatched(deleteSlotSaga, 'u1', request)).toEqual([slotDeleted(request.payload)]);
    expect(service.removeSlot).toHaveBeenCalledWith('u1', '2030-06-03', 'a');
  });

  it('reports a booked slot in the spec words', async () => {
    service.removeSlot.mockRejectedValue(
      firebaseError('functions/failed-precondition', 'Sorry! Unable to delete. Slot is already booked.'),
    );
    expect(await dispatched(deleteSlotSaga, 'u1', request)).toEqual([
      slotDeleteFailed({ code: 'slotBooked' }),
    ]);
  });
});

describe('availabilityError', () => {
  it('names the date of a save refused for going past the slots-per-date cap', () => {
    const refused = Object.assign(firebaseError(TOO_MANY_SLOTS), {
      startDate: { year: 2030, month: 6, day: 3 },
    });
    expect(availabilityError(refused)).toEqual({
      code: 'tooManySlots',
      dates: [{ year: 2030, month: 6, day: 3 }],
    });
  });

  it('passes unknown failures through', () => {
    expect(availabilityError(firebaseError('functions/not-found', 'Slot not found'))).toEqual({
      failure: failedWith('Slot not found'),
    });
    expect(availabilityError('boom')).toEqual({ failure: failedWith('boom') });
  });
});
