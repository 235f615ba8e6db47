import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { DEFAULT_TICKETS_QUERY } from '@/domain/tickets';
import type { TicketsCsvLabels } from '@/domain/ticketsCsv';
import {
  addFeedbackNote,
  exportTickets,
  feedbackNoteAdded,
  feedbackNoteFailed,
  loadTickets,
  ticketsExported,
  ticketsExportFailed,
  ticketsLoaded,
  ticketsLoadFailed,
  ticketStatsChanged,
  ticketStatsFailed,
  unwatchTicketStats,
  watchTicketStats,
} from '../index';
import { eventsModule } from '@/features/events/slice/module';
import { failedWith, signInFirstFailure } from '@/testing/failures';
import {
  addFeedbackNoteSaga,
  ticketsSaga,
  exportTicketsSaga,
  loadTicketsSaga,
  watchTicketStatsSaga,
} from '../saga';
import type { TicketStats } from '../types';
import { statsOf, ticketOf } from './fixtures';
import { dispatchedBy, sagaHarness } from '@/testing/sagaHarness';

// The feature's reducer: the tickets' own state, and the notices their results raise (state.events.events.events.notice).
const featureReducer = eventsModule.reducer;
type FeatureState = ReturnType<typeof featureReducer>;
const initialFeatureState: FeatureState = featureReducer(undefined, { type: 'init' });

const tickets = vi.hoisted(() => ({
  listForEvent: vi.fn(),
  listAllForExport: vi.fn(),
  addFeedback: vi.fn(),
  subscribeStats: vi.fn(),
}));
const download = vi.hoisted(() => ({ downloadFile: vi.fn() }));
vi.mock('@/services/tickets.service', () => ({ ticketsService: tickets }));
vi.mock('@/components/ui/downloadFile', () => download);

interface TestState {
  auth: { user: { id: string } | null };
  events: FeatureState;
}

/** The state after the given actions went through the real reducer, signed in as organizer-1. */
const stateAfter = (...actions: Action[]): TestState => ({
  auth: { user: { id: 'organizer-1' } },
  events: actions.reduce<FeatureState>((state, action) => featureReducer(state, action), initialFeatureState),
});

// Runs one worker saga against a fixed state and collects what it dispatches.
function dispatched(run: () => SagaIterator, state: TestState = stateAfter()): Promise<Action[]> {
  return dispatchedBy(run, { state });
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('loadTicketsSaga', () => {
  it("reads the first page of the owner's tickets with the table's query", async () => {
    tickets.listForEvent.mockResolvedValue({ items: [ticketOf()], cursor: 'c1' });
    const request = loadTickets({ eventId: 'e1', query: DEFAULT_TICKETS_QUERY, move: 'first' });
    expect(await dispatched(() => loadTicketsSaga(request), stateAfter(request))).toEqual([
      ticketsLoaded({ eventId: 'e1', items: [ticketOf()], next: 'c1' }),
    ]);
    expect(tickets.listForEvent).toHaveBeenCalledWith('e1', 'organizer-1', {
      sort: 'ticketId',
      direction: 'desc',
      checkedInOnly: false,
      search: '',
      cursor: null,
    });
  });

  it('reads the next page from its cursor, and the previous one from where it began', async () => {
    tickets.listForEvent.mockResolvedValue({ items: [], cursor: null });
    const first = [
      loadTickets({ eventId: 'e1' }),
      ticketsLoaded({ eventId: 'e1', items: [ticketOf()], next: 'c1' }),
    ];
    const next = loadTickets({ eventId: 'e1', move: 'next' });
    await dispatched(() => loadTicketsSaga(next), stateAfter(...first, next));
    expect(tickets.listForEvent).toHaveBeenLastCalledWith(
      'e1',
      'organizer-1',
      expect.objectContaining({ cursor: 'c1' }),
    );

    const previous = loadTickets({ eventId: 'e1', move: 'previous' });
    const onSecondPage = [...first, next, ticketsLoaded({ eventId: 'e1', items: [], next: null })];
    await dispatched(() => loadTicketsSaga(previous), stateAfter(...onSecondPage, previous));
    expect(tickets.listForEvent).toHaveBeenLastCalledWith(
      'e1',
      'organizer-1',
      expect.objectContaining({ cursor: null }),
    );
  });

  it('searches and filters with the query the table holds', async () => {
    tickets.listForEvent.mockResolvedValue({ items: [], cursor: null });
    const request = loadTickets({
      eventId: 'e1',
      query: { search: 'ali', checkedInOnly: true, sort: 'userName', direction: 'asc' },
    });
    await dispatched(() => loadTicketsSaga(request), stateAfter(request));
    expect(tickets.listForEvent).toHaveBeenCalledWith('e1', 'organizer-1', {
      sort: 'userName',
      direction: 'asc',
      checkedInOnly: true,
      search: 'ali',
      cursor: null,
    });
  });

  it('reports a failed read, and reads nothing signed out', async () => {
    tickets.listForEvent.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const request = loadTickets({ eventId: 'e1' });
    expect(await dispatched(() => loadTicketsSaga(request), stateAfter(request))).toEqual([
      ticketsLoadFailed({ eventId: 'e1', failure: failedWith('Missing or insufficient permissions.') }),
    ]);
    const signedOut = { ...stateAfter(request), auth: { user: null } };
    tickets.listForEvent.mockClear();
    expect(await dispatched(() => loadTicketsSaga(request), signedOut)).toEqual([
      ticketsLoadFailed({ eventId: 'e1', failure: signInFirstFailure }),
    ]);
    expect(tickets.listForEvent).not.toHaveBeenCalled();
  });

  it('keeps only the latest of overlapping loads (takeLatest)', async () => {
    let releaseFirst: (page: unknown) => void = () => undefined;
    tickets.listForEvent
      .mockReturnValueOnce(new Promise((resolve) => (releaseFirst = resolve)))
      .mockResolvedValueOnce({ items: [ticketOf({ ticketId: 'B0000000000000000002' })], cursor: null });
    const harness = sagaHarness({
      state: stateAfter(),
      reducer: (state, action) => ({ ...state, events: featureReducer(state.events, action) }),
    });
    const out = harness.actions;
    const task = harness.start(ticketsSaga);
    const send = harness.put;
    send(loadTickets({ eventId: 'e1' }));
    send(loadTickets({ eventId: 'e1', query: { search: 'ben' } }));
    await vi.waitFor(() => expect(out).toHaveLength(1));
    releaseFirst({ items: [ticketOf()], cursor: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(out).toEqual([
      ticketsLoaded({ eventId: 'e1', items: [ticketOf({ ticketId: 'B0000000000000000002' })], next: null }),
    ]);
    task.cancel();
  });
});

describe('addFeedbackNoteSaga', () => {
  it('writes the note and reports it', async () => {
    tickets.addFeedback.mockResolvedValue(undefined);
    expect(
      await dispatched(() => addFeedbackNoteSaga(addFeedbackNote({ ticketId: 'T1', note: 'Lovely guest' }))),
    ).toEqual([feedbackNoteAdded({ ticketId: 'T1', note: 'Lovely guest' })]);
    expect(tickets.addFeedback).toHaveBeenCalledWith('T1', 'Lovely guest');
  });

  it('reports a refused write', async () => {
    tickets.addFeedback.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    expect(
      await dispatched(() => addFeedbackNoteSaga(addFeedbackNote({ ticketId: 'T1', note: 'x' }))),
    ).toEqual([
      feedbackNoteFailed({ ticketId: 'T1', failure: failedWith('Missing or insufficient permissions.') }),
    ]);
  });
});

describe('exportTicketsSaga', () => {
  const labels: TicketsCsvLabels = {
    ticketId: 'Ticket ID',
    buyer: 'Buyer Name',
    date: 'Date',
    amount: 'Amount',
    paymentStatus: 'Payment Status',
    paymentMethod: 'Payment Method',
    package: 'Package',
    checkedIn: 'Checked In',
    feedback: 'Feedback Note',
    paid: 'Paid',
    pending: 'Pending',
    refunded: 'Refunded',
    disputed: 'Disputed',
    yes: 'Yes',
    no: 'No',
  };

  it('reads every ticket of the event and downloads them as a CSV named after the event', async () => {
    tickets.listAllForExport.mockResolvedValue([ticketOf({ isCheckedIn: true })]);
    const action = exportTickets({ eventId: 'e1', title: 'Salsa Social Tonight', labels });
    expect(await dispatched(() => exportTicketsSaga(action))).toEqual([ticketsExported()]);
    expect(tickets.listAllForExport).toHaveBeenCalledWith('e1', 'organizer-1');
    const [name, csv, type] = download.downloadFile.mock.calls[0];
    expect(name).toBe('tickets-salsa-social-tonight.csv');
    expect(type).toBe('text/csv');
    expect(csv.split('\r\n')[1]).toBe(
      'A1B2C3D4E5F6A7B8C9D0,Alice Attendee,2030-01-10 18:30,12.00,Paid,Card,Standard,Yes,',
    );
  });

  it('reports a failed export', async () => {
    tickets.listAllForExport.mockRejectedValue(new Error('offline'));
    const action = exportTickets({ eventId: 'e1', title: 'Salsa', labels });
    expect(await dispatched(() => exportTicketsSaga(action))).toEqual([
      ticketsExportFailed(failedWith('offline')),
    ]);
    expect(download.downloadFile).not.toHaveBeenCalled();
  });
});

describe('watchTicketStatsSaga', () => {
  // A fake listener: the test plays Firestore, sending figures or an error to the saga's subscription.
  function fakeListener() {
    const listener = {
      unsubscribe: vi.fn(),
      send: (_stats: TicketStats) => undefined as void,
      fail: (_error: Error) => undefined as void,
    };
    tickets.subscribeStats.mockImplementation(
      (_eventId: string, onChange: (stats: TicketStats) => void, onError: (error: Error) => void) => {
        listener.send = onChange;
        listener.fail = onError;
        return listener.unsubscribe;
      },
    );
    return listener;
  }

  function watch(eventId: string) {
    const harness = sagaHarness();
    const task = harness.start(watchTicketStatsSaga, watchTicketStats({ eventId }));
    return { out: harness.actions, task, put: harness.put };
  }

  it('passes on each change of the figures until the page unwatches, then closes the listener', async () => {
    const listener = fakeListener();
    const { out, task, put } = watch('e1');
    expect(tickets.subscribeStats).toHaveBeenCalledWith('e1', expect.any(Function), expect.any(Function));
    listener.send(statsOf({ checkedIn: 2 }));
    listener.send(statsOf({ checkedIn: 3 }));
    // Another event's unwatch leaves this listener open.
    put(unwatchTicketStats({ eventId: 'other' }));
    expect(listener.unsubscribe).not.toHaveBeenCalled();
    put(unwatchTicketStats({ eventId: 'e1' }));
    await task.toPromise();
    expect(out).toEqual([
      ticketStatsChanged({ eventId: 'e1', stats: statsOf({ checkedIn: 2 }) }),
      ticketStatsChanged({ eventId: 'e1', stats: statsOf({ checkedIn: 3 }) }),
    ]);
    expect(listener.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('reports a listener that fails (no access to the figures) and closes it', async () => {
    const listener = fakeListener();
    const { out, task } = watch('e1');
    listener.fail(new Error('Missing or insufficient permissions.'));
    await task.toPromise();
    expect(out).toEqual([
      ticketStatsFailed({ eventId: 'e1', failure: failedWith('Missing or insufficient permissions.') }),
    ]);
    expect(listener.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('closes the listener when cancelled, as takeLatest does for a newer watch', async () => {
    const listener = fakeListener();
    const { task } = watch('e1');
    task.cancel();
    await task.toPromise();
    expect(listener.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
