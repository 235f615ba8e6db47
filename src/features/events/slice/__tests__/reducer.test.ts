import { describe, expect, it } from 'vitest';
import {
  deleteEvent,
  eventDeleted,
  eventDeleteFailed,
  eventDetailsLoaded,
  eventDetailsLoadFailed,
  eventsLoaded,
  eventsLoadFailed,
  eventsReducer,
  initialEventsState,
  loadEventDetails,
  loadEvents,
  noticeShown,
} from '../index';
import type { EventsState } from '../types';
import { failedWith } from '@/testing/failures';
import { eventOf, orderOf, TODAY } from './fixtures';

const reduce = (...actions: Parameters<typeof eventsReducer>[1][]) =>
  actions.reduce<EventsState>((state, action) => eventsReducer(state, action), initialEventsState);

const soon = eventOf({ id: 'soon' }, 1);
const later = eventOf({ id: 'later' }, 20);
const past = eventOf({ id: 'past' }, -3);
const older = eventOf({ id: 'older' }, -40);

describe('events reducer: My Events', () => {
  it('replaces the list with a first page and keeps the cursor and today', () => {
    const state = reduce(
      loadEvents(),
      eventsLoaded({
        items: [soon, past],
        next: { when: 'past', cursor: 'c1' },
        today: TODAY,
        append: false,
      }),
    );
    expect(state.list).toEqual({
      status: 'succeeded',
      items: [soon, past],
      next: { when: 'past', cursor: 'c1' },
      today: TODAY,
    });
  });

  it('appends a further page in My Events order, without duplicates', () => {
    const state = reduce(
      eventsLoaded({ items: [soon], next: { when: 'upcoming', cursor: 'c1' }, today: TODAY, append: false }),
      loadEvents({ more: true }),
      eventsLoaded({ items: [soon, later, older, past], next: null, today: TODAY, append: true }),
    );
    expect(state.list.items.map((event) => event.id)).toEqual(['soon', 'later', 'past', 'older']);
    expect(state.list.next).toBeNull();
  });

  it('keeps the rows shown while a page loads, and announces a failed read', () => {
    const loaded = reduce(eventsLoaded({ items: [soon], next: null, today: TODAY, append: false }));
    const loading = eventsReducer(loaded, loadEvents({ more: true }));
    expect(loading.list.status).toBe('loading');
    expect(loading.list.items).toEqual([soon]);
    const failed = eventsReducer(loading, eventsLoadFailed({ reason: 'serverUnreachable', params: {} }));
    expect(failed.list.status).toBe('failed');
    expect(failed.list.items).toEqual([soon]);
    expect(failed.notice).toEqual({ kind: 'error', failure: { reason: 'serverUnreachable', params: {} } });
    expect(eventsReducer(failed, noticeShown()).notice).toBeNull();
  });
});

describe('events reducer: deleting', () => {
  it('marks the event busy, then removes its row and says Deleted', () => {
    const listed = reduce(
      eventsLoaded({ items: [soon, past], next: null, today: TODAY, append: false }),
      deleteEvent({ id: 'soon' }),
    );
    expect(listed.deletingIds).toEqual(['soon']);
    const done = eventsReducer(listed, eventDeleted({ id: 'soon' }));
    expect(done.deletingIds).toEqual([]);
    expect(done.list.items).toEqual([past]);
    expect(done.notice).toEqual({ kind: 'deleted' });
  });

  it("keeps the row on a refusal and carries the server's reason", () => {
    const failure = { reason: 'eventHasTickets', params: {} };
    const state = reduce(
      eventsLoaded({ items: [soon], next: null, today: TODAY, append: false }),
      deleteEvent({ id: 'soon' }),
      eventDeleteFailed({ id: 'soon', failure }),
    );
    expect(state.list.items).toEqual([soon]);
    expect(state.deletingIds).toEqual([]);
    expect(state.notice).toEqual({ kind: 'error', failure });
  });

  it('marks the details of a deleted event as deleted', () => {
    const state = reduce(loadEventDetails({ id: 'soon', known: soon }), eventDeleted({ id: 'soon' }));
    expect(state.details).toMatchObject({ status: 'deleted', id: 'soon', event: null });
  });
});

describe('events reducer: details', () => {
  it('shows an event handed over at once while it is read again', () => {
    const state = reduce(loadEventDetails({ id: 'soon', known: soon }));
    expect(state.details).toEqual({
      status: 'loading',
      id: 'soon',
      event: soon,
      orders: [],
      ordersFailed: false,
      booked: false,
    });
  });

  it('stores the event with its orders, and ignores an answer for another event', () => {
    const order = orderOf();
    const state = reduce(
      loadEventDetails({ id: 'e1' }),
      eventDetailsLoaded({ id: 'other', event: later, orders: [], ordersFailed: false, booked: false }),
      eventDetailsLoaded({ id: 'e1', event: eventOf(), orders: [order], ordersFailed: false, booked: false }),
    );
    expect(state.details).toEqual({
      status: 'succeeded',
      id: 'e1',
      event: eventOf(),
      orders: [order],
      ordersFailed: false,
      booked: false,
    });
  });

  it('keeps an event while it is read again, and forgets it when another is opened', () => {
    const shown = reduce(
      loadEventDetails({ id: 'e1' }),
      eventDetailsLoaded({
        id: 'e1',
        event: eventOf(),
        orders: [orderOf()],
        ordersFailed: false,
        booked: false,
      }),
    );
    expect(eventsReducer(shown, loadEventDetails({ id: 'e1' })).details).toMatchObject({
      event: eventOf(),
      orders: [orderOf()],
    });
    expect(eventsReducer(shown, loadEventDetails({ id: 'e2' })).details).toMatchObject({
      id: 'e2',
      event: null,
      orders: [],
    });
  });

  it('announces a failed read of the event shown', () => {
    const state = reduce(
      loadEventDetails({ id: 'e1' }),
      eventDetailsLoadFailed({ id: 'e1', failure: failedWith('denied') }),
    );
    expect(state.details.status).toBe('failed');
    expect(state.notice).toEqual({ kind: 'error', failure: failedWith('denied') });
  });
});
