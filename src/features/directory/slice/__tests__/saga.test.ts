import { failedWith } from '@/testing/failures';
import { describe, expect, it, vi } from 'vitest';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import {
  initialDirectoryState,
  loadManagerDetails,
  loadManagers,
  loadVenueDetails,
  loadVenueListings,
  managerDetailsLoaded,
  managerDetailsLoadFailed,
  managersLoaded,
  managersLoadFailed,
  venueDetailsLoaded,
  venueDetailsLoadFailed,
  venueListingsLoaded,
  venueListingsLoadFailed,
} from '../index';
import {
  loadManagerDetailsSaga,
  loadManagersSaga,
  loadVenueDetailsSaga,
  loadVenueListingsSaga,
} from '../saga';
import { ENTRY, managerOf, venueOf } from './fixtures';
import { dispatchedBy } from '@/testing/sagaHarness';

const directory = vi.hoisted(() => ({
  listManagers: vi.fn(),
  listVenues: vi.fn(),
  getManager: vi.fn(),
  getVenue: vi.fn(),
}));
const availability = vi.hoisted(() => ({ list: vi.fn() }));
const bookings = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/services/directory.service', () => ({ directoryService: directory }));
vi.mock('@/services/availability.service', () => ({ availabilityService: availability }));
vi.mock('@/services/bookings.service', () => ({ bookingsService: bookings }));

// Runs one worker saga for one action and collects what it dispatches.
function dispatched(run: () => SagaIterator): Promise<Action[]> {
  return dispatchedBy(run, { state: { directory: initialDirectoryState } });
}

describe('directory sagas', () => {
  it('loads the first page of managers, then the page after a cursor', async () => {
    directory.listManagers.mockResolvedValueOnce({ items: [managerOf()], cursor: 'next' });
    expect(await dispatched(() => loadManagersSaga(loadManagers({})))).toEqual([
      managersLoaded({ items: [managerOf()], cursor: 'next', append: false }),
    ]);
    expect(directory.listManagers).toHaveBeenLastCalledWith(null, undefined, 'name');

    directory.listManagers.mockResolvedValueOnce({ items: [], cursor: null });
    expect(await dispatched(() => loadManagersSaga(loadManagers({ cursor: 'next' })))).toEqual([
      managersLoaded({ items: [], cursor: null, append: true }),
    ]);
    expect(directory.listManagers).toHaveBeenLastCalledWith('next', undefined, 'name');

    directory.listManagers.mockResolvedValueOnce({ items: [], cursor: null });
    await dispatched(() => loadManagersSaga(loadManagers({ sort: 'rating' })));
    expect(directory.listManagers).toHaveBeenLastCalledWith(null, undefined, 'rating');
  });

  it("reports a failed page with the failure's message", async () => {
    directory.listManagers.mockRejectedValueOnce(new Error('offline'));
    expect(await dispatched(() => loadManagersSaga(loadManagers({})))).toEqual([
      managersLoadFailed(failedWith('offline')),
    ]);
    directory.listVenues.mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    expect(await dispatched(() => loadVenueListingsSaga(loadVenueListings({})))).toEqual([
      venueListingsLoadFailed(failedWith('Missing or insufficient permissions.')),
    ]);
  });

  it('loads venue listings', async () => {
    directory.listVenues.mockResolvedValueOnce({ items: [venueOf()], cursor: null });
    expect(await dispatched(() => loadVenueListingsSaga(loadVenueListings({})))).toEqual([
      venueListingsLoaded({ items: [venueOf()], cursor: null, append: false }),
    ]);
  });

  it('loads a manager with their availability and bookings', async () => {
    directory.getManager.mockResolvedValueOnce(managerOf({ id: 'm1' }));
    availability.list.mockResolvedValueOnce([ENTRY]);
    bookings.get.mockResolvedValueOnce({ '2031-06-02': ['slot-evening'] });
    expect(await dispatched(() => loadManagerDetailsSaga(loadManagerDetails('m1')))).toEqual([
      managerDetailsLoaded({
        id: 'm1',
        details: {
          manager: managerOf({ id: 'm1' }),
          availability: [ENTRY],
          bookings: { '2031-06-02': ['slot-evening'] },
        },
      }),
    ]);
    expect(availability.list).toHaveBeenCalledWith('m1');
    expect(bookings.get).toHaveBeenCalledWith('m1');
  });

  it('answers an unknown manager as not found without reading more', async () => {
    availability.list.mockClear();
    directory.getManager.mockResolvedValueOnce(null);
    expect(await dispatched(() => loadManagerDetailsSaga(loadManagerDetails('ghost')))).toEqual([
      managerDetailsLoaded({ id: 'ghost', details: { manager: null, availability: [], bookings: {} } }),
    ]);
    expect(availability.list).not.toHaveBeenCalled();
  });

  it('answers a profile of another role as not found', async () => {
    availability.list.mockClear();
    for (const account of [managerOf({ role: 'venueOwner' }), managerOf({ role: 'eventOrganizer' })]) {
      directory.getManager.mockResolvedValueOnce(account);
      expect(await dispatched(() => loadManagerDetailsSaga(loadManagerDetails('manager-1')))).toEqual([
        managerDetailsLoaded({ id: 'manager-1', details: { manager: null, availability: [], bookings: {} } }),
      ]);
    }
    expect(availability.list).not.toHaveBeenCalled();
  });

  it('reports a failed details load for its id, with the message', async () => {
    directory.getManager.mockRejectedValueOnce(new Error('denied'));
    expect(await dispatched(() => loadManagerDetailsSaga(loadManagerDetails('m1')))).toEqual([
      managerDetailsLoadFailed({ id: 'm1', failure: failedWith('denied') }),
    ]);
  });

  it('reports a manager whose availability cannot be read instead of showing them without it', async () => {
    directory.getManager.mockResolvedValueOnce(managerOf({ id: 'm1' }));
    availability.list.mockRejectedValueOnce(new Error('unavailable'));
    bookings.get.mockResolvedValueOnce({});
    expect(await dispatched(() => loadManagerDetailsSaga(loadManagerDetails('m1')))).toEqual([
      managerDetailsLoadFailed({ id: 'm1', failure: failedWith('unavailable') }),
    ]);
  });

  it('reports a venue whose bookings cannot be read', async () => {
    directory.getVenue.mockResolvedValueOnce(venueOf({ id: 'v1' }));
    bookings.get.mockRejectedValueOnce(new Error('offline'));
    expect(await dispatched(() => loadVenueDetailsSaga(loadVenueDetails('v1')))).toEqual([
      venueDetailsLoadFailed({ id: 'v1', failure: failedWith('offline') }),
    ]);
  });

  it("loads a venue with the venue's bookings", async () => {
    directory.getVenue.mockResolvedValueOnce(venueOf({ id: 'v1' }));
    bookings.get.mockResolvedValueOnce({});
    expect(await dispatched(() => loadVenueDetailsSaga(loadVenueDetails('v1')))).toEqual([
      venueDetailsLoaded({ id: 'v1', details: { venue: venueOf({ id: 'v1' }), bookings: {} } }),
    ]);
    expect(bookings.get).toHaveBeenLastCalledWith('v1');
  });
});
