import { describe, expect, it } from 'vitest';
import { all, call, put, select } from 'redux-saga/effects';
import { uploadImages } from '@/sagas/uploadImages';
import { bookingsService } from '@/services/bookings.service';
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
  toggleVenueSlotSaga,
} from '../saga';
import { selectSessionUid } from '../selectors';
import type { Picture, VenueSubmission } from '../types';
import { venue } from './fixtures';

const file = new File(['x'], 'hall.png', { type: 'image/png' });
const chosen: Picture = { key: 'k1', url: 'blob:k1', file };
const kept: Picture = { key: 'https://files/old.png', url: 'https://files/old.png' };
const { id: _id, createdBy: _by, isOnline: _online, startingFrom: _from, createdAt: _at, attachments: _files, ...details } = venue();

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
  const submission = (id?: string): VenueSubmission => ({ ...(id ? { id } : {}), details, files: [kept, chosen] });

  it('uploads new images under venues/{uid}, creates the venue with every URL and reads it back', () => {
    const saga = saveVenueSaga(saveVenue(submission()));
    expect(saga.next().value).toEqual(select(selectSessionUid));
    expect(saga.next('owner-1').value).toEqual(call(uploadImages, 'venues/owner-1', [{ key: 'k1', file }], progressed));
    expect(saga.next(['https://files/new.png']).value).toEqual(
      call(venuesService.create, 'owner-1', { ...details, attachments: ['https://files/old.png', 'https://files/new.png'] }),
    );
    expect(saga.next('v9').value).toEqual(call(venuesService.get, 'v9'));
    expect(saga.next(venue({ id: 'v9' })).value).toEqual(put(venueSaved({ venue: venue({ id: 'v9' }), created: true })));
  });

  it('updates an existing venue', () => {
    const saga = saveVenueSaga(saveVenue(submission('v1')));
    saga.next();
    saga.next('owner-1');
    expect(saga.next(['https://files/new.png']).value).toEqual(
      call(venuesService.update, 'v1', { ...details, attachments: ['https://files/old.png', 'https://files/new.png'] }),
    );
    expect(saga.next().value).toEqual(call(venuesService.get, 'v1'));
    expect(saga.next(venue()).value).toEqual(put(venueSaved({ venue: venue(), created: false })));
  });

  it('fails with the raw message, and never saves without a signed-in owner', () => {
    const failing = saveVenueSaga(saveVenue(submission()));
    failing.next();
    failing.next('owner-1');
    expect(failing.throw(new Error('storage/unauthorized')).value).toEqual(put(venueSaveFailed('storage/unauthorized')));
    const signedOut = saveVenueSaga(saveVenue(submission()));
    signedOut.next();
    expect(signedOut.next(null).value).toEqual(put(venueSaveFailed('Not signed in')));
  });

  it('refuses to store a preview URL for an upload that gave none', () => {
    expect(() => storedUrls([chosen], new Map())).toThrow();
  });
});

describe('deleteVenueSaga and toggleVenueSlotSaga', () => {
  it('deletes and reports failures per venue', () => {
    const saga = deleteVenueSaga(deleteVenue({ id: 'v1' }));
    expect(saga.next().value).toEqual(call(venuesService.remove, 'v1'));
    expect(saga.next().value).toEqual(put(venueDeleted({ id: 'v1' })));
    const failing = deleteVenueSaga(deleteVenue({ id: 'v1' }));
    failing.next();
    expect(failing.throw(new Error('denied')).value).toEqual(put(venueDeleteFailed({ id: 'v1', message: 'denied' })));
  });

  it('switches a slot through the callable and reports the new state', () => {
    const toggle = { venueId: 'v1', date: '2030-01-07', slotId: 's1' };
    const saga = toggleVenueSlotSaga(toggleVenueSlot(toggle));
    expect(saga.next().value).toEqual(call(venuesService.toggleSlot, 'v1', '2030-01-07', 's1'));
    expect(saga.next(false).value).toEqual(put(venueSlotToggled({ ...toggle, active: false })));
  });
});
