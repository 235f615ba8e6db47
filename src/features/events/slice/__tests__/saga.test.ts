import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { eventsService } from '@/services/events.service';
import { ordersService } from '@/services/orders.service';
import {
  deleteEvent,
  eventDeleted,
  eventDeleteFailed,
  eventDetailsLoaded,
  eventDetailsLoadFailed,
  eventsLoaded,
  eventsLoadFailed,
  initialEventsState,
  loadEventDetails,
  loadEvents,
} from '../index';
import { deleteEventSaga, loadEventDetailsSaga, loadEventsSaga } from '../saga';
import type { EventsState } from '../types';
import { eventOf, orderOf, TODAY } from './fixtures';
import { failedWith, signInFirstFailure } from '@/testing/failures';
import { dispatchedBy } from '@/testing/sagaHarness';

interface TestState {
  auth: { user: { id: string } | null };
  events: { events: EventsState };
}

const signedIn = (events: Partial<EventsState> = {}, uid: string | null = 'organizer-1'): TestState => ({
  auth: { user: uid ? { id: uid } : null },
  events: { events: { ...initialEventsState, ...events } },
});

// Runs one worker saga against a fixed state and collects what it dispatches.
function dispatched(run: () => SagaIterator, state: TestState = signedIn()): Promise<Action[]> {
  return dispatchedBy(run, { state });
}

beforeEach(() => {
  // Noon on 14 January 2030, local time: the saga reads today from the clock.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 0, 14, 12, 0));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loadEventsSaga', () => {
  it('reads the first upcoming page and stops there while more upcoming events remain', async () => {
    const listMine = vi
      .spyOn(eventsService, 'listMine')
      .mockResolvedValue({ items: [eventOf()], cursor: 'c1' });
    expect(await dispatched(() => loadEventsSaga(loadEvents()))).toEqual([
      eventsLoaded({
        items: [eventOf()],
        next: { when: 'upcoming', cursor: 'c1' },
        today: TODAY,
        append: false,
      }),
    ]);
    expect(listMine).toHaveBeenCalledTimes(1);
    expect(listMine).toHaveBeenCalledWith('organizer-1', 'upcoming', TODAY, null);
  });

  it('goes straight on to the first past page when the upcoming events end', async () => {
    const upcoming = eventOf({ id: 'u1' }, 2);
    const past = eventOf({ id: 'p1' }, -5);
    const listMine = vi
      .spyOn(eventsService, 'listMine')
      .mockResolvedValueOnce({ items: [upcoming], cursor: null })
      .mockResolvedValueOnce({ items: [past], cursor: 'p-cursor' });
    expect(await dispatched(() => loadEventsSaga(loadEvents()))).toEqual([
      eventsLoaded({
        items: [upcoming, past],
        next: { when: 'past', cursor: 'p-cursor' },
        today: TODAY,
        append: false,
      }),
    ]);
    expect(listMine).toHaveBeenLastCalledWith('organizer-1', 'past', TODAY, null);
  });

  it('loads more from where the list stopped, against the today it was read with', async () => {
    const earlier = Date.UTC(2030, 0, 10);
    const listMine = vi
      .spyOn(eventsService, 'listMine')
      .mockResolvedValue({ items: [eventOf({ id: 'p2' }, -9)], cursor: null });
    const state = signedIn({
      list: { status: 'succeeded', items: [], next: { when: 'past', cursor: 'p-cursor' }, today: earlier },
    });
    expect(await dispatched(() => loadEventsSaga(loadEvents({ more: true })), state)).toEqual([
      eventsLoaded({ items: [eventOf({ id: 'p2' }, -9)], next: null, today: earlier, append: true }),
    ]);
    expect(listMine).toHaveBeenCalledWith('organizer-1', 'past', earlier, 'p-cursor');
  });

  it('reads nothing more once the list is complete', async () => {
    const listMine = vi.spyOn(eventsService, 'listMine');
    const state = signedIn({ list: { status: 'succeeded', items: [], next: null, today: TODAY } });
    expect(await dispatched(() => loadEventsSaga(loadEvents({ more: true })), state)).toEqual([]);
    expect(listMine).not.toHaveBeenCalled();
  });

  it('reports a failed read, and reads nothing when signed out', async () => {
    vi.spyOn(eventsService, 'listMine').mockRejectedValue(new Error('Missing or insufficient permissions.'));
    expect(await dispatched(() => loadEventsSaga(loadEvents()))).toEqual([
      eventsLoadFailed(failedWith('Missing or insufficient permissions.')),
    ]);
    expect(await dispatched(() => loadEventsSaga(loadEvents()), signedIn({}, null))).toEqual([
      eventsLoadFailed(signInFirstFailure),
    ]);
  });
});

describe('loadEventDetailsSaga', () => {
  it("reads the owner's event with its orders", async () => {
    vi.spyOn(eventsService, 'get').mockResolvedValue(eventOf());
    const listForEvent = vi.spyOn(ordersService, 'listForEvent').mockResolvedValue([orderOf()]);
    expect(await dispatched(() => loadEventDetailsSaga(loadEventDetails({ id: 'e1' })))).toEqual([
      eventDetailsLoaded({
        id: 'e1',
        event: eventOf(),
        orders: [orderOf()],
        ordersFailed: false,
        booked: false,
      }),
    ]);
    expect(listForEvent).toHaveBeenCalledWith('e1', 'organizer-1', 'createdBy');
  });

  it("reads no orders of someone else's event", async () => {
    vi.spyOn(eventsService, 'get').mockResolvedValue(eventOf({ createdBy: 'someone-else' }));
    const listForEvent = vi.spyOn(ordersService, 'listForEvent');
    expect(await dispatched(() => loadEventDetailsSaga(loadEventDetails({ id: 'e1' })))).toEqual([
      eventDetailsLoaded({
        id: 'e1',
        event: eventOf({ createdBy: 'someone-else' }),
        orders: [],
        ordersFailed: false,
        booked: false,
      }),
    ]);
    expect(listForEvent).not.toHaveBeenCalled();
  });

  it('marks a booked manager as door staff without reading orders', async () => {
    const event = eventOf({ createdBy: 'someone-else', managersId: ['organizer-1'] });
    vi.spyOn(eventsService, 'get').mockResolvedValue(event);
    const listForEvent = vi.spyOn(ordersService, 'listForEvent');
    expect(await dispatched(() => loadEventDetailsSaga(loadEventDetails({ id: 'e1' })))).toEqual([
      eventDetailsLoaded({ id: 'e1', event, orders: [], ordersFailed: false, booked: true }),
    ]);
    expect(listForEvent).not.toHaveBeenCalled();
  });

  it("marks the booked venue's owner as door staff by the venue order they received", async () => {
    const event = eventOf({ createdBy: 'someone-else', selectedVenue: 'venue-1' });
    vi.spyOn(eventsService, 'get').mockResolvedValue(event);
    const listForEvent = vi
      .spyOn(ordersService, 'listForEvent')
      .mockResolvedValueOnce([orderOf({ kind: 'venue', createdTo: 'organizer-1' })])
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new Error('offline'));
    expect(await dispatched(() => loadEventDetailsSaga(loadEventDetails({ id: 'e1' })))).toEqual([
      eventDetailsLoaded({ id: 'e1', event, orders: [], ordersFailed: false, booked: true }),
    ]);
    expect(listForEvent).toHaveBeenCalledWith('e1', 'organizer-1', 'createdTo');
    // Someone else's venue, or orders that cannot be read: not staff.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await dispatched(() => loadEventDetailsSaga(loadEventDetails({ id: 'e1' })))).toEqual([
        eventDetailsLoaded({ id: 'e1', event, orders: [], ordersFailed: false, booked: false }),
      ]);
    }
  });

  it('still shows the event when its orders cannot be read', async () => {
    vi.spyOn(eventsService, 'get').mockResolvedValue(eventOf());
    vi.spyOn(ordersService, 'listForEvent').mockRejectedValue(new Error('offline'));
    expect(await dispatched(() => loadEventDetailsSaga(loadEventDetails({ id: 'e1' })))).toEqual([
      eventDetailsLoaded({ id: 'e1', event: eventOf(), orders: [], ordersFailed: true, booked: false }),
    ]);
  });

  it('answers a missing event as not found, and reports a failed read', async () => {
    vi.spyOn(eventsService, 'get').mockResolvedValueOnce(null).mockRejectedValueOnce(new Error('denied'));
    expect(await dispatched(() => loadEventDetailsSaga(loadEventDetails({ id: 'gone' })))).toEqual([
      eventDetailsLoaded({ id: 'gone', event: null, orders: [], ordersFailed: false, booked: false }),
    ]);
    expect(await dispatched(() => loadEventDetailsSaga(loadEventDetails({ id: 'e1' })))).toEqual([
      eventDetailsLoadFailed({ id: 'e1', failure: failedWith('denied') }),
    ]);
  });
});

describe('deleteEventSaga', () => {
  it('deletes through the server and reports it', async () => {
    const remove = vi.spyOn(eventsService, 'remove').mockResolvedValue();
    expect(await dispatched(() => deleteEventSaga(deleteEvent({ id: 'e1' })))).toEqual([
      eventDeleted({ id: 'e1' }),
    ]);
    expect(remove).toHaveBeenCalledWith('e1');
  });

  it("passes the server's refusal on as its reason, for the view to word", async () => {
    const refusal = Object.assign(
      new Error('Sorry! Unable to delete. You can only delete 3 days before event.'),
      {
        code: 'functions/failed-precondition',
        details: { reason: 'deleteTooLate', params: {} },
      },
    );
    vi.spyOn(eventsService, 'remove').mockRejectedValue(refusal);
    expect(await dispatched(() => deleteEventSaga(deleteEvent({ id: 'e1' })))).toEqual([
      eventDeleteFailed({ id: 'e1', failure: { reason: 'deleteTooLate', params: {} } }),
    ]);
  });
});
