import { failedWith, signInFirstFailure } from '@/testing/failures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { bookingsService } from '@/services/bookings.service';
import { storageService } from '@/services/storage.service';
import { venuesService } from '@/services/venues.service';
import {
  deleteVenue,
  loadVenue,
  saveVenue,
  toggleVenueSlot,
  venueDeleted,
  venueDeleteFailed,
  venueLoaded,
  venueSaved,
  venueSaveFailed,
  venueSeatsRefused,
  venueSlotToggled,
  venuesLoaded,
} from '../index';
import {
  deleteVenueSaga,
  loadVenueSaga,
  loadVenuesSaga,
  saveVenueSaga,
  storedUrls,
  toggleVenueSlotSaga,
} from '../saga';
import type { Picture, VenueSubmission } from '../types';
import { venue } from './fixtures';
import { dispatchedBy } from '@/testing/sagaHarness';

const file = new File(['x'], 'hall.png', { type: 'image/png' });
const chosen: Picture = { key: 'k1', url: 'blob:k1', file };
const kept: Picture = { key: 'https://files/old.png', url: 'https://files/old.png' };
const {
  id: _id,
  createdBy: _by,
  isOnline: _online,
  startingFrom: _from,
  createdAt: _at,
  attachments: _files,
  ...details
} = venue();

describe('venue sagas', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Runs a saga for the signed-in account (null: signed out) and collects what it dispatches. */
  function runAs<Args extends unknown[]>(
    uid: string | null,
    saga: Saga<Args>,
    ...args: Args
  ): Promise<Action[]> {
    const state = { auth: { user: uid ? { id: uid } : null } };
    return dispatchedBy(saga, { state, onError: () => undefined }, ...args);
  }
  const run = <Args extends unknown[]>(saga: Saga<Args>, ...args: Args) => runAs('owner-1', saga, ...args);

  const stored = venue({ attachments: ['https://files/a.png', 'https://files/b.png', '/demo/hall.svg'] });
  const edit: VenueSubmission = {
    id: 'v1',
    details,
    files: [{ key: 'https://files/b.png', url: 'https://files/b.png' }],
  };

  const submission = (id?: string): VenueSubmission => ({
    ...(id ? { id } : {}),
    details,
    files: [kept, chosen],
  });

  it("reads the signed-in owner's venues", async () => {
    const list = vi.spyOn(venuesService, 'listByOwner').mockResolvedValue([venue()]);
    expect(await run(loadVenuesSaga)).toEqual([venuesLoaded([venue()])]);
    expect(list).toHaveBeenCalledWith('owner-1');
  });

  it('reads a venue and its bookings together', async () => {
    vi.spyOn(venuesService, 'get').mockResolvedValue(venue());
    vi.spyOn(bookingsService, 'get').mockResolvedValue({ '2030-01-07': ['s1'] });
    expect(await run(loadVenueSaga, loadVenue({ id: 'v1' }))).toEqual([
      venueLoaded({ venue: venue(), bookings: { '2030-01-07': ['s1'] } }),
    ]);
  });

  it('uploads new images under venues/{uid}, creates the venue with every URL and reads it back', async () => {
    const upload = vi.spyOn(storageService, 'upload').mockResolvedValue('https://files/new.png');
    const create = vi.spyOn(venuesService, 'create').mockResolvedValue('v9');
    vi.spyOn(venuesService, 'get').mockResolvedValue(venue({ id: 'v9' }));
    const dispatched = await run(saveVenueSaga, saveVenue(submission()));
    expect(upload.mock.calls.map(([prefix, picked]) => [prefix, picked])).toEqual([['venues/owner-1', file]]);
    expect(create).toHaveBeenCalledWith('owner-1', {
      ...details,
      attachments: ['https://files/old.png', 'https://files/new.png'],
    });
    expect(dispatched).toContainEqual(venueSaved({ venue: venue({ id: 'v9' }), created: true }));
  });

  it('fails with the raw message, and never saves without a signed-in owner', async () => {
    vi.spyOn(storageService, 'upload').mockRejectedValue(new Error('storage/unauthorized'));
    const create = vi.spyOn(venuesService, 'create');
    expect(await run(saveVenueSaga, saveVenue(submission()))).toContainEqual(
      venueSaveFailed(failedWith('storage/unauthorized')),
    );
    expect(await runAs(null, saveVenueSaga, saveVenue(submission()))).toEqual([
      venueSaveFailed(signInFirstFailure),
    ]);
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses to store a preview URL for an upload that gave none', () => {
    expect(() => storedUrls([chosen], new Map())).toThrow();
  });

  it('switches a slot through the callable and reports the new state', async () => {
    const toggle = { venueId: 'v1', date: '2030-01-07', slotId: 's1' };
    const call = vi.spyOn(venuesService, 'toggleSlot').mockResolvedValue(false);
    expect(await run(toggleVenueSlotSaga, toggleVenueSlot(toggle))).toEqual([
      venueSlotToggled({ ...toggle, active: false }),
    ]);
    expect(call).toHaveBeenCalledWith('v1', '2030-01-07', 's1');
  });

  it('deletes exactly the dropped pictures once the update is stored', async () => {
    const saved = venue({ attachments: ['https://files/b.png'] });
    vi.spyOn(venuesService, 'get').mockResolvedValueOnce(stored).mockResolvedValueOnce(saved);
    vi.spyOn(venuesService, 'seatFloor').mockResolvedValue(null);
    const update = vi.spyOn(venuesService, 'update').mockResolvedValue();
    const remove = vi.spyOn(storageService, 'remove').mockResolvedValue();
    const dispatched = await run(saveVenueSaga, saveVenue(edit));
    expect(update).toHaveBeenCalledWith('v1', { ...details, attachments: ['https://files/b.png'] });
    expect(remove.mock.calls).toEqual([['https://files/a.png'], ['/demo/hall.svg']]);
    expect(Math.min(...remove.mock.invocationCallOrder)).toBeGreaterThan(update.mock.invocationCallOrder[0]);
    expect(dispatched).toContainEqual(venueSaved({ venue: saved, created: false }));
  });

  it('refuses an edit below the seats a booked event sells before uploading or saving anything', async () => {
    vi.spyOn(venuesService, 'get').mockResolvedValue(venue({ seats: 120 }));
    vi.spyOn(venuesService, 'seatFloor').mockResolvedValue({ seats: 80, heldUntil: '2999-01-01' });
    const update = vi.spyOn(venuesService, 'update');
    const upload = vi.spyOn(storageService, 'upload');
    const dispatched = await run(saveVenueSaga, saveVenue({ ...edit, details: { ...details, seats: 1 } }));
    expect(dispatched).toContainEqual(venueSeatsRefused(80));
    expect(update).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('deletes nothing when the update fails', async () => {
    vi.spyOn(venuesService, 'seatFloor').mockResolvedValue(null);
    vi.spyOn(venuesService, 'get').mockResolvedValue(stored);
    vi.spyOn(venuesService, 'update').mockRejectedValue(new Error('permission-denied'));
    const remove = vi.spyOn(storageService, 'remove').mockResolvedValue();
    const dispatched = await run(saveVenueSaga, saveVenue(edit));
    expect(remove).not.toHaveBeenCalled();
    expect(dispatched).toContainEqual(venueSaveFailed(failedWith('permission-denied')));
  });

  it('deletes every picture of a deleted venue, and a failed delete still reports the venue deleted', async () => {
    vi.spyOn(venuesService, 'get').mockResolvedValue(stored);
    const removeVenue = vi.spyOn(venuesService, 'remove').mockResolvedValue();
    const remove = vi.spyOn(storageService, 'remove').mockRejectedValue(new Error('storage/unauthorized'));
    const dispatched = await run(deleteVenueSaga, deleteVenue({ id: 'v1' }));
    expect(remove.mock.calls).toEqual([['https://files/a.png'], ['https://files/b.png'], ['/demo/hall.svg']]);
    expect(Math.min(...remove.mock.invocationCallOrder)).toBeGreaterThan(
      removeVenue.mock.invocationCallOrder[0],
    );
    expect(dispatched).toEqual([venueDeleted({ id: 'v1' })]);
  });

  it('keeps the pictures when the venue cannot be deleted', async () => {
    vi.spyOn(venuesService, 'get').mockResolvedValue(stored);
    vi.spyOn(venuesService, 'remove').mockRejectedValue(new Error('denied'));
    const remove = vi.spyOn(storageService, 'remove').mockResolvedValue();
    const dispatched = await run(deleteVenueSaga, deleteVenue({ id: 'v1' }));
    expect(remove).not.toHaveBeenCalled();
    expect(dispatched).toEqual([venueDeleteFailed({ id: 'v1', failure: failedWith('denied') })]);
  });
});
