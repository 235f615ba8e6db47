import { failedWith } from '@/testing/failures';
import { describe, expect, it } from 'vitest';
import type { PlatformEvent, PublicProfile } from '@/domain/entities';
import type { VenueListing } from '@/domain/venue';
import {
  createEvent,
  createReset,
  createRequestPrepared,
  createImagesUploaded,
  editEventLoaded,
  eventCreated,
  eventCreateFailed,
  eventFormReducer,
  eventUpdated,
  eventUpdateFailed,
  initialEventFormState,
  loadEditEvent,
  managerOptionsLoaded,
  updateEvent,
  venueOptionsLoaded,
} from '../index';

const venue = (id: string) => ({ id, venueName: id }) as VenueListing;
const manager = (id: string) => ({ id, name: id }) as PublicProfile;
const submission = { draft: {} as never, payment: null, files: [] };

describe('eventForm reducer', () => {
  it('replaces the first page of venues and appends later ones with their bookings', () => {
    let state = eventFormReducer(
      undefined,
      venueOptionsLoaded({ items: [venue('a')], cursor: 'c', append: false, bookings: { a: {} } }),
    );
    state = eventFormReducer(
      state,
      venueOptionsLoaded({
        items: [venue('b')],
        cursor: null,
        append: true,
        bookings: { b: { '2031-06-02': ['x'] } },
      }),
    );
    expect(state.venues.items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(state.venues.bookings).toEqual({ a: {}, b: { '2031-06-02': ['x'] } });
    expect(state.venues.cursor).toBeNull();
  });

  it('keeps each manager with their availability and bookings', () => {
    const state = eventFormReducer(
      undefined,
      managerOptionsLoaded({
        items: [manager('m')],
        cursor: null,
        append: false,
        availability: { m: [] },
        bookings: { m: {} },
      }),
    );
    expect(state.managers).toMatchObject({
      status: 'succeeded',
      items: [manager('m')],
      availability: { m: [] },
    });
  });

  it('keeps the request id and uploads of a failed attempt for a retry, and clears them on success', () => {
    let state = eventFormReducer(undefined, createEvent(submission));
    state = eventFormReducer(state, createRequestPrepared({ requestId: 'req-1', fingerprint: 'f' }));
    state = eventFormReducer(state, createImagesUploaded({ k: 'https://x/k.png' }));
    state = eventFormReducer(state, eventCreateFailed(failedWith('Booking aleady exists for this slot')));
    expect(state.create).toMatchObject({
      status: 'failed',
      error: failedWith('Booking aleady exists for this slot'),
      requestId: 'req-1',
      fingerprint: 'f',
      uploaded: { k: 'https://x/k.png' },
    });
    state = eventFormReducer(state, createEvent(submission));
    expect(state.create).toMatchObject({ status: 'pending', error: null, requestId: 'req-1' });
    state = eventFormReducer(state, eventCreated({ eventId: 'e', orderIds: [], status: 'active', total: 0 }));
    expect(state.create).toMatchObject({
      status: 'succeeded',
      requestId: null,
      uploaded: {},
      result: { eventId: 'e' },
    });
  });

  it('resets for a new wizard, but not while a request runs', () => {
    const running = eventFormReducer(undefined, createEvent(submission));
    expect(eventFormReducer(running, createReset()).create.status).toBe('pending');
    const failed = eventFormReducer(running, eventCreateFailed(failedWith('x')));
    expect(eventFormReducer(failed, createReset())).toEqual(initialEventFormState);
  });

  it('loads the event to edit and ignores an answer for another id', () => {
    let state = eventFormReducer(undefined, loadEditEvent('e1'));
    state = eventFormReducer(state, editEventLoaded({ id: 'e2', event: null, ticketsSold: 0 }));
    expect(state.editing.status).toBe('pending');
    const event = { id: 'e1', title: 'T' } as PlatformEvent;
    state = eventFormReducer(state, editEventLoaded({ id: 'e1', event, ticketsSold: 3 }));
    expect(state.editing).toMatchObject({ status: 'succeeded', event, ticketsSold: 3 });
  });

  it('tracks an update and shows the saved event', () => {
    let state = eventFormReducer(
      eventFormReducer(undefined, loadEditEvent('e1')),
      updateEvent({ id: 'e1', changes: {}, files: [] }),
    );
    expect(state.update.status).toBe('pending');
    state = eventFormReducer(state, eventUpdateFailed(failedWith('denied')));
    expect(state.update).toMatchObject({ status: 'failed', error: failedWith('denied') });
    const saved = { id: 'e1', title: 'New' } as PlatformEvent;
    state = eventFormReducer(state, eventUpdated(saved));
    expect(state.update.status).toBe('succeeded');
    expect(state.editing.event).toEqual(saved);
  });
});
