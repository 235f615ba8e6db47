import { describe, expect, it } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import { DEFAULT_TICKETS_QUERY } from '@/domain/tickets';
import {
  addFeedbackNote,
  closeFeedbackNote,
  eventsReducer,
  exportTickets,
  feedbackNoteAdded,
  feedbackNoteFailed,
  initialEventsState,
  loadTickets,
  noticeShown,
  openFeedbackNote,
  ticketsExported,
  ticketsExportFailed,
  ticketsLoaded,
  ticketsLoadFailed,
  ticketStatsChanged,
  ticketStatsFailed,
  unwatchTicketStats,
  watchTicketStats,
} from '../index';
import type { EventsState, TicketsCsvLabels } from '../types';
import { statsOf, ticketOf } from './ticketsFixtures';

const reduce = (...actions: Action[]) =>
  actions.reduce<EventsState>((state, action) => eventsReducer(state, action), initialEventsState);

const alice = ticketOf();
const ben = ticketOf({ ticketId: 'B0000000000000000002', userName: 'Ben Buyer' });
const firstPage = [
  loadTickets({ eventId: 'e1' }),
  ticketsLoaded({ eventId: 'e1', items: [alice], next: 'c1' }),
];

describe('events reducer: tickets table', () => {
  it("opens an event's table at the spec's default query and stores the first page", () => {
    const loading = reduce(loadTickets({ eventId: 'e1' }));
    expect(loading.tickets).toEqual({
      eventId: 'e1',
      status: 'loading',
      query: DEFAULT_TICKETS_QUERY,
      items: [],
      pageCursors: [null],
      page: 0,
      next: null,
    });
    expect(reduce(...firstPage).tickets).toMatchObject({
      status: 'succeeded',
      items: [alice],
      next: 'c1',
      page: 0,
    });
  });

  it('moves to the next page on its cursor and back again', () => {
    const second = reduce(...firstPage, loadTickets({ eventId: 'e1', move: 'next' }));
    expect(second.tickets).toMatchObject({ status: 'loading', page: 1, pageCursors: [null, 'c1'] });
    const shown = eventsReducer(second, ticketsLoaded({ eventId: 'e1', items: [ben], next: null }));
    expect(shown.tickets).toMatchObject({ page: 1, items: [ben], next: null });
    // No page after the last one.
    expect(eventsReducer(shown, loadTickets({ eventId: 'e1', move: 'next' })).tickets.page).toBe(1);
    const back = eventsReducer(shown, loadTickets({ eventId: 'e1', move: 'previous' }));
    expect(back.tickets).toMatchObject({ page: 0, pageCursors: [null, 'c1'], next: 'c1' });
    expect(eventsReducer(back, loadTickets({ eventId: 'e1', move: 'previous' })).tickets.page).toBe(0);
  });

  it('starts a changed query at its first page, keeping the rows shown until it arrives', () => {
    const onSecond = reduce(
      ...firstPage,
      loadTickets({ eventId: 'e1', move: 'next' }),
      ticketsLoaded({ eventId: 'e1', items: [ben], next: 'c2' }),
    );
    const toggled = eventsReducer(onSecond, loadTickets({ eventId: 'e1', query: { checkedInOnly: true } }));
    expect(toggled.tickets).toMatchObject({
      status: 'loading',
      page: 0,
      pageCursors: [null],
      next: null,
      items: [ben],
      query: { ...DEFAULT_TICKETS_QUERY, checkedInOnly: true },
    });
    // The same query again only reloads the page shown.
    const same = eventsReducer(onSecond, loadTickets({ eventId: 'e1', query: { checkedInOnly: false } }));
    expect(same.tickets).toMatchObject({ page: 1, pageCursors: [null, 'c1'] });
    // 'first' goes back to the first page of the same query.
    expect(eventsReducer(onSecond, loadTickets({ eventId: 'e1', move: 'first' })).tickets).toMatchObject({
      page: 0,
      pageCursors: [null],
    });
  });

  it("forgets another event's table, and ignores answers for it", () => {
    const state = reduce(
      ...firstPage,
      loadTickets({ eventId: 'e2', query: { search: 'ben' } }),
      ticketsLoaded({ eventId: 'e1', items: [alice], next: null }),
      ticketsLoadFailed({ eventId: 'e1', message: 'late' }),
    );
    expect(state.tickets).toMatchObject({
      eventId: 'e2',
      status: 'loading',
      items: [],
      query: { search: 'ben', sort: 'ticketId' },
    });
  });

  it('marks a failed page', () => {
    expect(
      reduce(
        ...firstPage,
        loadTickets({ eventId: 'e1', move: 'next' }),
        ticketsLoadFailed({ eventId: 'e1', message: 'x' }),
      ).tickets.status,
    ).toBe('failed');
  });
});

describe('events reducer: feedback notes', () => {
  it('opens the modal for a ticket, saves the note onto the row, closes and announces Feedback Send Successfully', () => {
    const open = reduce(...firstPage, openFeedbackNote({ ticketId: alice.id }));
    expect(open.feedback).toEqual({ ticketId: alice.id, status: 'idle' });
    const saving = eventsReducer(open, addFeedbackNote({ ticketId: alice.id, note: 'Lovely guest' }));
    expect(saving.feedback).toEqual({ ticketId: alice.id, status: 'saving' });
    // Not closed while the note is on its way.
    expect(eventsReducer(saving, closeFeedbackNote()).feedback).toEqual(saving.feedback);
    const saved = eventsReducer(saving, feedbackNoteAdded({ ticketId: alice.id, note: 'Lovely guest' }));
    expect(saved.feedback).toEqual({ ticketId: null, status: 'idle' });
    expect(saved.tickets.items[0].feedbackNotes).toBe('Lovely guest');
    expect(saved.notice).toEqual({ kind: 'feedbackSent' });
    expect(eventsReducer(saved, noticeShown()).notice).toBeNull();
  });

  it('keeps the modal open and announces Something Went Wrong for a refused note', () => {
    const state = reduce(
      ...firstPage,
      openFeedbackNote({ ticketId: alice.id }),
      addFeedbackNote({ ticketId: alice.id, note: 'x' }),
      feedbackNoteFailed({ ticketId: alice.id, message: 'denied' }),
    );
    expect(state.feedback).toEqual({ ticketId: alice.id, status: 'failed' });
    expect(state.tickets.items[0].feedbackNotes).toBe('');
    expect(state.notice).toEqual({ kind: 'feedbackFailed' });
    expect(eventsReducer(state, closeFeedbackNote()).feedback).toEqual({ ticketId: null, status: 'idle' });
  });
});

describe('events reducer: CSV export', () => {
  const labels = {} as TicketsCsvLabels;

  it('marks the event exporting until the file is made, and announces a failure', () => {
    const exporting = reduce(exportTickets({ eventId: 'e1', title: 'Salsa', labels }));
    expect(exporting.exportingEventId).toBe('e1');
    expect(eventsReducer(exporting, ticketsExported()).exportingEventId).toBeNull();
    const failed = eventsReducer(exporting, ticketsExportFailed('offline'));
    expect(failed.exportingEventId).toBeNull();
    expect(failed.notice).toEqual({ kind: 'error', message: 'offline' });
  });
});

describe('events reducer: live ticket figures', () => {
  it('stores the figures of the event watched and ignores those of another', () => {
    const state = reduce(
      watchTicketStats({ eventId: 'e1' }),
      ticketStatsChanged({ eventId: 'other', stats: statsOf({ sold: 99 }) }),
      ticketStatsChanged({ eventId: 'e1', stats: statsOf() }),
    );
    expect(state.ticketStats).toEqual({ eventId: 'e1', status: 'live', stats: statsOf() });
  });

  it('keeps the last figures when the page comes back to the same event, and drops them for another', () => {
    const live = reduce(
      watchTicketStats({ eventId: 'e1' }),
      ticketStatsChanged({ eventId: 'e1', stats: statsOf() }),
      unwatchTicketStats({ eventId: 'e1' }),
    );
    expect(eventsReducer(live, watchTicketStats({ eventId: 'e1' })).ticketStats).toEqual({
      eventId: 'e1',
      status: 'live',
      stats: statsOf(),
    });
    expect(eventsReducer(live, watchTicketStats({ eventId: 'e2' })).ticketStats).toEqual({
      eventId: 'e2',
      status: 'loading',
      stats: null,
    });
  });

  it('marks figures the reader may not see as failed', () => {
    const state = reduce(
      watchTicketStats({ eventId: 'e1' }),
      ticketStatsFailed({ eventId: 'e1', message: 'denied' }),
    );
    expect(state.ticketStats.status).toBe('failed');
  });
});
