import { failedWith } from '@/testing/failures';
import { describe, expect, it } from 'vitest';
import {
  deleteVenue,
  initialVenuesState,
  loadVenue,
  noticeShown,
  saveVenue,
  setVenueOnline,
  toggleVenueSlot,
  venueDeleted,
  venueDeleteFailed,
  venueLoaded,
  venueOnlineChanged,
  venueSaved,
  venueSlotToggled,
  loadVenues,
  venuesLoaded,
  venuesLoadFailed,
  venuesReducer,
} from '../index';
import type { VenuesState } from '../types';
import { venue } from './fixtures';

const reduce = (state: VenuesState, ...actions: Parameters<typeof venuesReducer>[1][]) =>
  actions.reduce(venuesReducer, state);

describe('venuesReducer', () => {
  it('saving a new venue adds it to the list and announces Added', () => {
    const state = reduce(
      initialVenuesState,
      saveVenue({ details: {} as never, files: [] }),
      venueSaved({ venue: venue(), created: true }),
    );
    expect(state.save).toEqual({ status: 'succeeded', uploads: {}, savedId: 'v1' });
    expect(state.list.items.map((item) => item.id)).toEqual(['v1']);
    expect(state.notice).toEqual({ kind: 'added' });
    expect(venuesReducer(state, noticeShown()).notice).toBeNull();
  });

  it('saving an edit replaces the listed venue and announces Updated', () => {
    const listed = reduce(initialVenuesState, venuesLoaded([venue(), venue({ id: 'v2' })]));
    const state = reduce(listed, venueSaved({ venue: venue({ venueName: 'Renamed' }), created: false }));
    expect(state.list.items.map((item) => item.venueName)).toEqual(['Renamed', 'Riverside Hall']);
    expect(state.notice).toEqual({ kind: 'updated' });
  });

  it('switches a venue online or offline and deletes it, busy meanwhile', () => {
    const listed = reduce(initialVenuesState, venuesLoaded([venue()]));
    const switching = reduce(listed, setVenueOnline({ id: 'v1', isOnline: false }));
    expect(switching.busyIds).toEqual(['v1']);
    const offline = reduce(switching, venueOnlineChanged({ id: 'v1', isOnline: false }));
    expect(offline.list.items[0].isOnline).toBe(false);
    expect(offline.busyIds).toEqual([]);
    const deleted = reduce(offline, deleteVenue({ id: 'v1' }), venueDeleted({ id: 'v1' }));
    expect(deleted.list.items).toEqual([]);
    expect(deleted.notice).toEqual({ kind: 'deleted' });
  });

  it('keeps the venue when deleting fails and passes the message on', () => {
    const state = reduce(
      initialVenuesState,
      venuesLoaded([venue()]),
      deleteVenue({ id: 'v1' }),
      venueDeleteFailed({ id: 'v1', failure: failedWith('denied') }),
    );
    expect(state.list.items).toHaveLength(1);
    expect(state.busyIds).toEqual([]);
    expect(state.notice).toEqual({ kind: 'error', failure: failedWith('denied') });
  });

  it('shows a venue known from navigation at once, then what was read, for the visit that asked', () => {
    const pending = reduce(initialVenuesState, loadVenue({ id: 'v1', visit: 'k1', known: venue() }));
    expect(pending.current).toMatchObject({
      status: 'pending',
      id: 'v1',
      visit: 'k1',
      venue: { venueName: 'Riverside Hall' },
    });
    const loaded = reduce(pending, venueLoaded({ venue: null, bookings: {} }));
    expect(loaded.current).toMatchObject({ status: 'succeeded', visit: 'k1', venue: null });
    expect(reduce(loaded, loadVenue({ id: 'v1', visit: 'k2' })).current).toMatchObject({
      status: 'pending',
      visit: 'k2',
    });
  });

  it('keeps a failed list read in the list, with its reason, rather than raising a dialog', () => {
    const failed = reduce(initialVenuesState, loadVenues(), venuesLoadFailed(failedWith('offline')));
    expect(failed.list).toEqual({ status: 'failed', items: [], error: failedWith('offline') });
    expect(failed.notice).toBeNull();
    expect(reduce(failed, loadVenues()).list).toEqual({ status: 'pending', items: [], error: null });
  });

  it('records a slot switched off (booked) and on (freed) for its date', () => {
    const loaded = reduce(
      initialVenuesState,
      loadVenue({ id: 'v1' }),
      venueLoaded({ venue: venue(), bookings: { '2030-01-07': ['x'] } }),
    );
    const toggle = { venueId: 'v1', date: '2030-01-07', slotId: 's1' };
    const busy = reduce(loaded, toggleVenueSlot(toggle));
    expect(busy.togglingSlot).toBe('2030-01-07/s1');
    const off = reduce(busy, venueSlotToggled({ ...toggle, active: false }));
    expect(off.current.bookings['2030-01-07']).toEqual(['x', 's1']);
    expect(off.notice).toEqual({ kind: 'slotInactive' });
    expect(off.togglingSlot).toBeNull();
    const on = reduce(off, venueSlotToggled({ ...toggle, active: true }));
    expect(on.current.bookings['2030-01-07']).toEqual(['x']);
    expect(on.notice).toEqual({ kind: 'slotActive' });
  });
});
