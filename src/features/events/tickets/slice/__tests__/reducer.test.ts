import { describe, expect, it } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import { DEFAULT_TICKETS_QUERY } from '@/domain/tickets';
import {
  addFeedbackNote,
  closeFeedbackNote,
  exportTickets,
  feedbackNoteAdded,
  feedbackNoteFailed,
  loadTickets,
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
import { noticeShown } from '@/features/events/slice';
import { eventsModule } from '@/features/events/slice/module';
import { failedWith } from '@/testing/failures';
import type { TicketsCsvLabels } from '../types';
import { statsOf, ticketOf } from './fixtures';

// The feature's reducer: the tickets' own state, and the notices their results raise (state.events.events.events.notice).
const featureReducer = eventsModule.reducer;
type FeatureState = ReturnType<typeof featureReducer>;
const initialFeatureState: FeatureState = featureReducer(undefined, { type: 'init' });

const reduce = (...actions: Action[]) =>
  actions.reduce<FeatureState>((state, action) => featureReducer(state, action), initialFeatureState);

const alice = ticketOf();
const ben = ticketOf({ ticketId: 'B0000000000000000002', userName: 'Ben Buyer' });
const firstPage = [
  loadTickets({ eventId: 'e1' }),
  ticketsLoaded({ eventId: 'e1', items: [alice], next: 'c1' }),
];

describe('events reducer: tickets table', () => {
  it("opens an event's table at the spec's default query and stores the first page", () => {
    const loading = reduce(loadTickets({ eventId: 'e1' }));
    expect(loading.tickets.table).toEqual({
      eventId: 'e1',
      status: 'loading',
      query: DEFAULT_TICKETS_QUERY,
      items: [],
      pageCursors: [null],
      page: 0,
      next: null,
    });
    expect(reduce(...firstPage).tickets.table).toMatchObject({
      status: 'succeeded',
      items: [alice],
      next: 'c1',
      page: 0,
    });
  });

  it('moves to the next page on its cursor and back again', () => {
    const second = reduce(...firstPage, loadTickets({ eventId: 'e1', move: 'next' }));
    expect(second.tickets.table).toMatchObject({ status: 'loading', page: 1, pageCursors: [null, 'c1'] });
    const shown = featureReducer(second, ticketsLoaded({ eventId: 'e1', items: [ben], next: null }));
    expect(shown.tickets.table).toMatchObject({ page: 1, items: [ben], next: null });
    // No page after the last one.
    expect(featureReducer(shown, loadTickets({ eventId: 'e1', move: 'next' })).tickets.table.page).toBe(1);
    const back = featureReducer(shown, loadTickets({ eventId: 'e1', move: 'previous' }));
    expect(back.tickets.table).toMatchObject({ page: 0, pageCursors: [null, 'c1'], next: 'c1' });
    expect(featureReducer(back, loadTickets({ eventId: 'e1', move: 'previous' })).tickets.table.page).toBe(0);
  });

  it('starts a changed query at its first page, keeping the rows shown until it arrives', () => {
    const onSecond = reduce(
      ...firstPage,
      loadTickets({ eventId: 'e1', move: 'next' }),
      ticketsLoaded({ eventId: 'e1', items: [ben], next: 'c2' }),
    );
    const toggled = featureReducer(onSecond, loadTickets({ eventId: 'e1', query: { checkedInOnly: true } }));
    expect(toggled.tickets.table).toMatchObject({
      status: 'loading',
      page: 0,
      pageCursors: [null],
      next: null,
      items: [ben],
      query: { ...DEFAULT_TICKETS_QUERY, checkedInOnly: true },
    });
    // The same query again only reloads the page shown.
    const same = featureReducer(onSecond, loadTickets({ eventId: 'e1', query: { checkedInOnly: false } }));
    expect(same.tickets.table).toMatchObject({ page: 1, pageCursors: [null, 'c1'] });
    // 'first' goes back to the first page of the same query.
    expect(
      featureReducer(onSecond, loadTickets({ eventId: 'e1', move: 'first' })).tickets.table,
    ).toMatchObject({
      page: 0,
      pageCursors: [null],
    });
  });

  it("forgets another event's table, and ignores answers for it", () => {
    const state = reduce(
      ...firstPage,
      loadTickets({ eventId: 'e2', query: { search: 'ben' } }),
      ticketsLoaded({ eventId: 'e1', items: [alice], next: null }),
      ticketsLoadFailed({ eventId: 'e1', failure: failedWith('late') }),
    );
    expect(state.tickets.table).toMatchObject({
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
        ticketsLoadFailed({ eventId: 'e1', failure: failedWith('x') }),
      ).tickets.table.status,
    ).toBe('failed');
  });
});

describe('events reducer: feedback notes', () => {
  it('opens the modal for a ticket, saves the note onto the row, closes and announces Feedback Send Successfully', () => {
    const open = reduce(...firstPage, openFeedbackNote({ ticketId: alice.id }));
    expect(open.tickets.feedback).toEqual({ ticketId: alice.id, status: 'idle' });
    const saving = featureReducer(open, addFeedbackNote({ ticketId: alice.id, note: 'Lovely guest' }));
    expect(saving.tickets.feedback).toEqual({ ticketId: alice.id, status: 'saving' });
    // Not closed while the note is on its way.
    expect(featureReducer(saving, closeFeedbackNote()).tickets.feedback).toEqual(saving.tickets.feedback);
    const saved = featureReducer(saving, feedbackNoteAdded({ ticketId: alice.id, note: 'Lovely guest' }));
    expect(saved.tickets.feedback).toEqual({ ticketId: null, status: 'idle' });
    expect(saved.tickets.table.items[0].feedbackNotes).toBe('Lovely guest');
    expect(saved.events.notice).toEqual({ kind: 'feedbackSent' });
    expect(featureReducer(saved, noticeShown()).events.notice).toBeNull();
  });

  it('keeps the modal open and announces Something Went Wrong for a refused note', () => {
    const state = reduce(
      ...firstPage,
      openFeedbackNote({ ticketId: alice.id }),
      addFeedbackNote({ ticketId: alice.id, note: 'x' }),
      feedbackNoteFailed({ ticketId: alice.id, failure: failedWith('denied') }),
    );
    expect(state.tickets.feedback).toEqual({ ticketId: alice.id, status: 'failed' });
    expect(state.tickets.table.items[0].feedbackNotes).toBe('');
    expect(state.events.notice).toEqual({ kind: 'feedbackFailed' });
    expect(featureReducer(state, closeFeedbackNote()).tickets.feedback).toEqual({
      ticketId: null,
      status: 'idle',
    });
  });
});

describe('events reducer: CSV export', () => {
  const labels = {} as TicketsCsvLabels;

  it('marks the event exporting until the file is made, and announces a failure', () => {
    const exporting = reduce(exportTickets({ eventId: 'e1', title: 'Salsa', labels }));
    expect(exporting.tickets.exportingEventId).toBe('e1');
    expect(featureReducer(exporting, ticketsExported()).tickets.exportingEventId).toBeNull();
    const failed = featureReducer(exporting, ticketsExportFailed(failedWith('offline')));
    expect(failed.tickets.exportingEventId).toBeNull();
    expect(failed.events.notice).toEqual({ kind: 'error', failure: failedWith('offline') });
  });
});

describe('events reducer: live ticket figures', () => {
  it('stores the figures of the event watched and ignores those of another', () => {
    const state = reduce(
      watchTicketStats({ eventId: 'e1' }),
      ticketStatsChanged({ eventId: 'other', stats: statsOf({ sold: 99 }) }),
      ticketStatsChanged({ eventId: 'e1', stats: statsOf() }),
    );
    expect(state.tickets.stats).toEqual({ eventId: 'e1', status: 'live', stats: statsOf() });
  });

  it('keeps the last figures when the page comes back to the same event, and drops them for another', () => {
    const live = reduce(
      watchTicketStats({ eventId: 'e1' }),
      ticketStatsChanged({ eventId: 'e1', stats: statsOf() }),
      unwatchTicketStats({ eventId: 'e1' }),
    );
    expect(featureReducer(live, watchTicketStats({ eventId: 'e1' })).tickets.stats).toEqual({
      eventId: 'e1',
      status: 'live',
      stats: statsOf(),
    });
    expect(featureReducer(live, watchTicketStats({ eventId: 'e2' })).tickets.stats).toEqual({
      eventId: 'e2',
      status: 'loading',
      stats: null,
    });
  });

  it('marks figures the reader may not see as failed', () => {
    const state = reduce(
      watchTicketStats({ eventId: 'e1' }),
      ticketStatsFailed({ eventId: 'e1', failure: failedWith('denied') }),
    );
    expect(state.tickets.stats.status).toBe('failed');
  });
});
