import { failedWith } from '@/testing/failures';
import { describe, expect, it } from 'vitest';
import {
  checkTicket,
  closeDoor,
  connectionChanged,
  dismissProblems,
  doorListLoaded,
  doorListLoadFailed,
  doorReducer,
  doorRestored,
  initialDoorState,
  openDoor,
  scanSynced,
  scanSyncProblem,
  syncFinished,
  syncQueue,
  ticketChecked,
  ticketRefused,
} from '../index';
import { EVENT_ID, listOf, openState, problemOf, scanOf, ticketOf, TICKET_ID } from './fixtures';

const ticket = { ticketId: TICKET_ID, userName: 'Alice Adams', ticketType: 'Standard' };

describe('doorReducer', () => {
  it('opens a door afresh for its event, keeping only what the browser said about the connection', () => {
    const offline = doorReducer(
      openState({ online: false, result: { kind: 'refused', reason: 'notFound' } }),
      openDoor('evt-2'),
    );
    expect(offline).toEqual({ ...initialDoorState, eventId: 'evt-2', listStatus: 'loading', online: false });
    expect(doorReducer(offline, closeDoor())).toEqual({ ...initialDoorState, online: false });
  });

  it("shows what the phone kept, unless the server's list came first, and ignores another event's", () => {
    const opened = doorReducer(initialDoorState, openDoor(EVENT_ID));
    const restored = doorReducer(
      opened,
      doorRestored({
        eventId: EVENT_ID,
        list: listOf(),
        listSavedAt: 5,
        queue: [scanOf()],
        problems: [problemOf()],
      }),
    );
    expect(restored).toMatchObject({
      list: listOf(),
      listSavedAt: 5,
      queue: [scanOf()],
      problems: [problemOf()],
    });

    const fresh = listOf([ticketOf({ isCheckedIn: true })]);
    const loaded = doorReducer(opened, doorListLoaded({ eventId: EVENT_ID, list: fresh, savedAt: 9 }));
    expect(
      doorReducer(
        loaded,
        doorRestored({ eventId: EVENT_ID, list: listOf(), listSavedAt: 5, queue: [], problems: [] }),
      ),
    ).toMatchObject({
      list: fresh,
      listSavedAt: 9,
      listStatus: 'succeeded',
    });

    expect(doorReducer(opened, doorListLoaded({ eventId: 'evt-other', list: fresh, savedAt: 9 }))).toBe(
      opened,
    );
  });

  it('keeps the list it has when a reload fails, with the reason', () => {
    const state = doorReducer(
      openState(),
      doorListLoadFailed({ eventId: EVENT_ID, failure: failedWith('internal') }),
    );
    expect(state).toMatchObject({ list: listOf(), listStatus: 'failed', listError: failedWith('internal') });
  });

  it('marks the ticket the server let in, once, and shows the result', () => {
    const checking = doorReducer(openState(), checkTicket({ eventId: EVENT_ID, scan: { code: 'x' } }));
    expect(checking.checking).toBe(true);
    const result = { kind: 'checkedIn', ticket, queued: false } as const;
    const checked = doorReducer(checking, ticketChecked({ eventId: EVENT_ID, result, queued: null }));
    expect(checked).toMatchObject({ checking: false, result });
    expect(checked.list?.tickets[0].isCheckedIn).toBe(true);
    expect(checked.list?.checkedIn).toBe(1);
    const again = doorReducer(
      checked,
      ticketChecked({ eventId: EVENT_ID, result: { kind: 'alreadyCheckedIn', ticket }, queued: null }),
    );
    expect(again.list?.checkedIn).toBe(1);
  });

  it('queues an offline check-in without marking the list, which stays the server’s word', () => {
    const result = { kind: 'checkedIn', ticket, queued: true } as const;
    const state = doorReducer(openState(), ticketChecked({ eventId: EVENT_ID, result, queued: scanOf() }));
    expect(state.queue).toEqual([scanOf()]);
    expect(state.list?.tickets[0].isCheckedIn).toBe(false);
  });

  it('shows a refusal', () => {
    const state = doorReducer(
      openState({ checking: true }),
      ticketRefused({ eventId: EVENT_ID, result: { kind: 'failed', failure: failedWith('Something else') } }),
    );
    expect(state).toMatchObject({
      checking: false,
      result: { kind: 'failed', failure: failedWith('Something else') },
    });
  });

  it('takes a synced scan off the queue and marks its ticket', () => {
    const state = doorReducer(openState({ queue: [scanOf()] }), scanSynced(scanOf()));
    expect(state.queue).toEqual([]);
    expect(state.list?.tickets[0].isCheckedIn).toBe(true);
  });

  it('turns a conflicting scan into a problem and counts its ticket once, as checked in', () => {
    const state = doorReducer(openState({ queue: [scanOf()] }), scanSyncProblem(problemOf()));
    expect(state.queue).toEqual([]);
    expect(state.problems).toEqual([problemOf()]);
    expect(state.list?.checkedIn).toBe(1);
  });

  it('does not mark a ticket the server refused', () => {
    const refused = problemOf({ kind: 'refused', refusal: { reason: 'notDoorStaff', params: {} } });
    const state = doorReducer(openState({ queue: [scanOf()] }), scanSyncProblem(refused));
    expect(state.problems).toEqual([refused]);
    expect(state.list?.tickets[0].isCheckedIn).toBe(false);
  });

  it('follows the connection and the sync, and dismisses the problems of the open event', () => {
    let state = doorReducer(openState({ problems: [problemOf()] }), connectionChanged(false));
    expect(state.online).toBe(false);
    state = doorReducer(state, syncQueue());
    expect(state.syncing).toBe(true);
    state = doorReducer(state, syncFinished());
    expect(state.syncing).toBe(false);
    expect(doorReducer(state, dismissProblems('evt-other')).problems).toHaveLength(1);
    expect(doorReducer(state, dismissProblems(EVENT_ID)).problems).toEqual([]);
  });
});
