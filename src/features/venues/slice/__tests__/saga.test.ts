import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import { runSaga, type Saga } from 'redux-saga';
import { all, call, put, select, spawn } from 'redux-saga/effects';
import { removeImages } from '@/sagas/removeImages';
import { uploadImages } from '@/sagas/uploadImages';
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
  venueSlotToggled,
  venuesLoaded,
} from '../index';
import {
  deleteVenueSaga,
  loadVenueSaga,
  loadVenuesSaga,
  progressed,
  saveVenueSaga,
  storedUrls,
  storedVenue,
  toggleVenueSlotSaga,
} from '../saga';
import { selectSessionUid } from '@/app/session';
import type { Picture, VenueSubmission } from '../types';
import { venue } from './fixtures';

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

describe('loadVenuesSaga', () => {
  it("reads the signed-in owner's venues", () => {
    const saga = loadVenuesSaga();
    expect(saga.next().value).toEqual(select(selectSessionUid));
    expect(saga.next('owner-1').value).toEqual(call(venuesService.listByOwner, 'owner-1'));
    expect(saga.next([venue()]).value).toEqual(put(venuesLoaded([venue()])));
  });
});

describe('loadVenueSaga', () => {
  it('reads the venue and its bookings together', () => {
    const saga = loadVenueSaga(loadVenue({ id: 'v1' }));
    expect(saga.next().value).toEqual(all([call(venuesService.get, 'v1'), call(bookingsService.get, 'v1')]));
    expect(saga.next([venue(), { '2030-01-07': ['s1'] }]).value).toEqual(
      put(venueLoaded({ venue: venue(), bookings: { '2030-01-07': ['s1'] } })),
    );
  });
});

describe('saveVenueSaga', () => {
  const submission = (id?: string): VenueSubmission => ({
    ...(id ? { id } : {}),
    details,
    files: [kept, chosen],
  });

  it('uploads new images under venues/{uid}, creates the venue with every URL and reads it back', () => {
    const saga = saveVenueSaga(saveVenue(submission()));
    expect(saga.next().value).toEqual(select(selectSessionUid));
    expect(saga.next('owner-1').value).toEqual(
      call(uploadImages, 'venues/owner-1', [{ key: 'k1', file }], progressed),
    );
    expect(saga.next(['https://files/new.png']).value).toEqual(
      call(venuesService.create, 'owner-1', {
        ...details,
        attachments: ['https://files/old.png', 'https://files/new.png'],
      }),
    );
    expect(saga.next('v9').value).toEqual(call(venuesService.get, 'v9'));
    expect(saga.next(venue({ id: 'v9' })).value).toEqual(
      put(venueSaved({ venue: venue({ id: 'v9' }), created: true })),
    );
  });

  it('updates an existing venue, then deletes the pictures it no longer has', () => {
    const saga = saveVenueSaga(saveVenue(submission('v1')));
    saga.next();
    saga.next('owner-1');
    expect(saga.next(['https://files/new.png']).value).toEqual(call(storedVenue, 'v1'));
    const before = venue({ attachments: ['https://files/gone.png', 'https://files/old.png'] });
    expect(saga.next(before).value).toEqual(
      call(venuesService.update, 'v1', {
        ...details,
        attachments: ['https://files/old.png', 'https://files/new.png'],
      }),
    );
    expect(saga.next().value).toEqual(call(venuesService.get, 'v1'));
    const saved = venue({ attachments: ['https://files/old.png', 'https://files/new.png'] });
    expect(saga.next(saved).value).toEqual(put(venueSaved({ venue: saved, created: false })));
    expect(saga.next().value).toEqual(spawn(removeImages, ['https://files/gone.png']));
    expect(saga.next().done).toBe(true);
  });

  it('deletes nothing when the update fails', () => {
    const saga = saveVenueSaga(saveVenue(submission('v1')));
    saga.next();
    saga.next('owner-1');
    saga.next(['https://files/new.png']);
    saga.next(venue({ attachments: ['https://files/gone.png'] }));
    expect(saga.throw(new Error('permission-denied')).value).toEqual(
      put(venueSaveFailed('permission-denied')),
    );
    expect(saga.next().done).toBe(true);
  });

  it('fails with the raw message, and never saves without a signed-in owner', () => {
    const failing = saveVenueSaga(saveVenue(submission()));
    failing.next();
    failing.next('owner-1');
    expect(failing.throw(new Error('storage/unauthorized')).value).toEqual(
      put(venueSaveFailed('storage/unauthorized')),
    );
    const signedOut = saveVenueSaga(saveVenue(submission()));
    signedOut.next();
    expect(signedOut.next(null).value).toEqual(put(venueSaveFailed('Not signed in')));
  });

  it('refuses to store a preview URL for an upload that gave none', () => {
    expect(() => storedUrls([chosen], new Map())).toThrow();
  });
});

describe('deleteVenueSaga and toggleVenueSlotSaga', () => {
  it('deletes the venue, then its pictures, and reports failures per venue', () => {
    const saga = deleteVenueSaga(deleteVenue({ id: 'v1' }));
    expect(saga.next().value).toEqual(call(storedVenue, 'v1'));
    expect(saga.next(venue({ attachments: ['https://files/a.png', 'https://files/b.png'] })).value).toEqual(
      call(venuesService.remove, 'v1'),
    );
    expect(saga.next().value).toEqual(put(venueDeleted({ id: 'v1' })));
    expect(saga.next().value).toEqual(spawn(removeImages, ['https://files/a.png', 'https://files/b.png']));
    expect(saga.next().done).toBe(true);
    const failing = deleteVenueSaga(deleteVenue({ id: 'v1' }));
    failing.next();
    failing.next(venue());
    expect(failing.throw(new Error('denied')).value).toEqual(
      put(venueDeleteFailed({ id: 'v1', message: 'denied' })),
    );
    expect(failing.next().done).toBe(true);
  });

  it('switches a slot through the callable and reports the new state', () => {
    const toggle = { venueId: 'v1', date: '2030-01-07', slotId: 's1' };
    const saga = toggleVenueSlotSaga(toggleVenueSlot(toggle));
    expect(saga.next().value).toEqual(call(venuesService.toggleSlot, 'v1', '2030-01-07', 's1'));
    expect(saga.next(false).value).toEqual(put(venueSlotToggled({ ...toggle, active: false })));
  });
});

describe('removing pictures with the services', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function run<Args extends unknown[]>(saga: Saga<Args>, ...args: Args): Promise<Action[]> {
    const dispatched: Action[] = [];
    const options = {
      dispatch: (action: Action) => dispatched.push(action),
      getState: () => ({ auth: { user: { id: 'owner-1' } } }),
      onError: () => undefined,
    };
    await runSaga(options, saga, ...args).toPromise();
    return dispatched;
  }

  const stored = venue({ attachments: ['https://files/a.png', 'https://files/b.png', '/demo/hall.svg'] });
  const edit: VenueSubmission = {
    id: 'v1',
    details,
    files: [{ key: 'https://files/b.png', url: 'https://files/b.png' }],
  };

  it('deletes exactly the dropped pictures once the update is stored', async () => {
    const saved = venue({ attachments: ['https://files/b.png'] });
    vi.spyOn(venuesService, 'get').mockResolvedValueOnce(stored).mockResolvedValueOnce(saved);
    const update = vi.spyOn(venuesService, 'update').mockResolvedValue();
    const remove = vi.spyOn(storageService, 'remove').mockResolvedValue();
    const dispatched = await run(saveVenueSaga, saveVenue(edit));
    expect(update).toHaveBeenCalledWith('v1', { ...details, attachments: ['https://files/b.png'] });
    expect(remove.mock.calls).toEqual([['https://files/a.png'], ['/demo/hall.svg']]);
    expect(Math.min(...remove.mock.invocationCallOrder)).toBeGreaterThan(update.mock.invocationCallOrder[0]);
    expect(dispatched).toContainEqual(venueSaved({ venue: saved, created: false }));
  });

  it('deletes nothing when the update fails', async () => {
    vi.spyOn(venuesService, 'get').mockResolvedValue(stored);
    vi.spyOn(venuesService, 'update').mockRejectedValue(new Error('permission-denied'));
    const remove = vi.spyOn(storageService, 'remove').mockResolvedValue();
    const dispatched = await run(saveVenueSaga, saveVenue(edit));
    expect(remove).not.toHaveBeenCalled();
    expect(dispatched).toContainEqual(venueSaveFailed('permission-denied'));
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
    expect(dispatched).toEqual([venueDeleteFailed({ id: 'v1', message: 'denied' })]);
  });
});
