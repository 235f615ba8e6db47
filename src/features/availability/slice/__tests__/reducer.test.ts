import { failedWith } from '@/testing/failures';
import { describe, expect, it } from 'vitest';
import {
  addAvailability,
  availabilityAdded,
  availabilityAddFailed,
  availabilityFormReset,
  availabilityLoaded,
  availabilityLoadFailed,
  availabilityReducer,
  deleteSlot,
  initialAvailabilityState,
  loadAvailability,
  slotDeleted,
  slotDeleteFailed,
} from '../index';
import { entryOf, slotOf } from './fixtures';

const reduce = (...actions: Parameters<typeof availabilityReducer>[1][]) =>
  actions.reduce(availabilityReducer, initialAvailabilityState());

describe('availability reducer', () => {
  it('starts empty and idle', () => {
    expect(availabilityReducer(undefined, { type: 'init' })).toEqual(initialAvailabilityState());
  });

  it('loads entries', () => {
    const entries = [entryOf(3)];
    expect(reduce(loadAvailability()).load.status).toBe('pending');
    const state = reduce(loadAvailability(), availabilityLoaded(entries));
    expect(state.entries).toEqual(entries);
    expect(state.load).toEqual({ status: 'succeeded', error: null });
    expect(
      reduce(loadAvailability(), availabilityLoadFailed({ failure: failedWith('offline') })).load,
    ).toEqual({
      status: 'failed',
      error: { failure: failedWith('offline') },
    });
  });

  it('replaces an entry merged on the server and keeps entries in date order', () => {
    const first = entryOf(10);
    const merged = entryOf(10, [slotOf(), slotOf({ id: 'slot-2' })]);
    const earlier = entryOf(3);
    const state = reduce(
      availabilityLoaded([first]),
      addAvailability({ entries: [] }),
      availabilityAdded([merged, earlier]),
    );
    expect(state.entries.map((entry) => entry.id)).toEqual(['2030-06-03', '2030-06-10']);
    expect(state.entries[1].slots).toHaveLength(2);
    expect(state.add.status).toBe('succeeded');
  });

  it('records a failed add and forgets it on reset', () => {
    const state = reduce(
      addAvailability({ entries: [] }),
      availabilityAddFailed({ failure: failedWith('denied') }),
    );
    expect(state.add).toEqual({ status: 'failed', error: { failure: failedWith('denied') } });
    expect(availabilityReducer(state, availabilityFormReset('add')).add).toEqual({
      status: 'idle',
      error: null,
    });
  });

  it('removes a deleted slot, and the entry once it has none', () => {
    const entries = [
      entryOf(3, [slotOf({ id: 'a' }), slotOf({ id: 'b' })]),
      entryOf(10, [slotOf({ id: 'c' })]),
    ];
    const pending = reduce(availabilityLoaded(entries), deleteSlot({ entryId: '2030-06-03', slotId: 'a' }));
    expect(pending.remove).toEqual({ status: 'pending', error: null, slotId: 'a' });
    const afterA = availabilityReducer(pending, slotDeleted({ entryId: '2030-06-03', slotId: 'a' }));
    expect(afterA.entries[0].slots.map((slot) => slot.id)).toEqual(['b']);
    const afterC = availabilityReducer(afterA, slotDeleted({ entryId: '2030-06-10', slotId: 'c' }));
    expect(afterC.entries.map((entry) => entry.id)).toEqual(['2030-06-03']);
  });

  it('keeps the slot when deleting fails', () => {
    const state = reduce(
      availabilityLoaded([entryOf(3)]),
      deleteSlot({ entryId: '2030-06-03', slotId: 'slot-1' }),
      slotDeleteFailed({ code: 'slotBooked' }),
    );
    expect(state.entries[0].slots).toHaveLength(1);
    expect(state.remove).toEqual({ status: 'failed', error: { code: 'slotBooked' }, slotId: null });
    expect(availabilityReducer(state, availabilityFormReset('remove')).remove.status).toBe('idle');
  });
});
