// @vitest-environment jsdom -- the door follows the browser's online and offline events.
import { failedWith } from '@/testing/failures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import {
  checkTicket,
  connectionChanged,
  doorListLoaded,
  doorListLoadFailed,
  doorRestored,
  openDoor,
  scanSynced,
  scanSyncProblem,
  syncFinished,
  syncQueue,
  ticketChecked,
  ticketRefused,
} from '../index';
import { checkTicketSaga } from '../checkIn.saga';
import { watchConnectionSaga } from '../connection';
import { openDoorSaga, refreshListSaga } from '../listCache.saga';
import { SYNC_RETRY_MS, syncLoopSaga, syncQueueSaga } from '../syncLoop.saga';
import type { DoorState } from '../types';
import {
  CODE,
  EVENT_ID,
  FORGED_CODE,
  keptOf,
  listOf,
  openState,
  problemOf,
  scanOf,
  ticketOf,
  TICKET_ID,
  updateOf,
} from './fixtures';
import { dispatchedBy, sagaHarness } from '@/testing/sagaHarness';

const door = vi.hoisted(() => ({ checkIn: vi.fn(), doorList: vi.fn() }));
const store = vi.hoisted(() => ({
  getList: vi.fn(),
  saveList: vi.fn(),
  queued: vi.fn(),
  enqueue: vi.fn(),
  settle: vi.fn(),
  problems: vi.fn(),
  dismissProblems: vi.fn(),
  deviceId: vi.fn(),
}));
vi.mock('@/services/door.service', () => ({ doorService: door }));
vi.mock('@/services/doorStore', () => ({ doorStore: store }));
vi.mock('@/domain/booking', () => ({ newRequestId: () => 'req-abc' }));

const NOW = 1_750_000_000_000;
const ticket = { ticketId: TICKET_ID, userName: 'Alice Adams', ticketType: 'Standard' };
const answer = (result: 'checkedIn' | 'alreadyCheckedIn') => ({
  kind: 'answered',
  answer: {
    result,
    message: result === 'checkedIn' ? 'Checked In Successfully !...' : 'Already Checked In !...',
    ticket,
    checkedInAt: NOW,
    checkedInBy: 'uid-organizer',
  },
});
/** A callable's refusal as the Functions SDK throws it: the English message, and its code in details. */
const refusal = (message: string, reason?: string) =>
  Object.assign(new Error(`${message} [400]`), {
    code: 'functions/invalid-argument',
    details: reason ? { reason, params: {} } : undefined,
  });

let online = true;

/** Runs one saga against a fixed state and collects what it dispatches. */
function dispatched(run: () => SagaIterator, state: DoorState = openState()): Promise<Action[]> {
  return dispatchedBy(run, { state: { door: state } });
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  store.deviceId.mockResolvedValue('dev1');
  store.saveList.mockResolvedValue(undefined);
  store.enqueue.mockResolvedValue(undefined);
  store.settle.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('opening the door', () => {
  it("shows what the phone kept at once, then the server's list, which it keeps, and sends waiting scans", async () => {
    store.getList.mockResolvedValueOnce({ ...listOf(), savedAt: 5 });
    store.queued.mockResolvedValueOnce([scanOf()]);
    store.problems.mockResolvedValueOnce([problemOf()]);
    const fresh = updateOf([ticketOf({ isCheckedIn: true })]);
    door.doorList.mockResolvedValueOnce(fresh);

    expect(await dispatched(() => openDoorSaga(openDoor(EVENT_ID)))).toEqual([
      doorRestored({
        eventId: EVENT_ID,
        list: listOf(),
        listSavedAt: 5,
        queue: [scanOf()],
        problems: [problemOf()],
      }),
      connectionChanged(true),
      doorListLoaded({ eventId: EVENT_ID, list: keptOf(fresh), savedAt: NOW }),
      syncQueue(),
    ]);
    // The list in state (openState's) has no changedUntil: the whole list.
    expect(door.doorList).toHaveBeenCalledWith(EVENT_ID, null);
    expect(store.saveList).toHaveBeenCalledWith(keptOf(fresh), NOW);
  });

  it('works offline from the kept list, saying the server could not be asked', async () => {
    online = false;
    store.getList.mockResolvedValueOnce(null);
    store.queued.mockResolvedValueOnce([]);
    store.problems.mockResolvedValueOnce([]);
    door.doorList.mockRejectedValueOnce(
      Object.assign(new Error('The server could not be reached.'), { code: 'functions/unavailable' }),
    );

    expect(await dispatched(() => openDoorSaga(openDoor(EVENT_ID)))).toEqual([
      doorRestored({ eventId: EVENT_ID, list: null, listSavedAt: null, queue: [], problems: [] }),
      connectionChanged(false),
      doorListLoadFailed({
        eventId: EVENT_ID,
        failure: { reason: 'serverUnreachable', params: {} },
      }),
    ]);
  });

  it('still loads the list when the phone cannot keep anything', async () => {
    store.getList.mockRejectedValueOnce(new Error('IndexedDB unavailable'));
    store.saveList.mockRejectedValueOnce(new Error('IndexedDB unavailable'));
    door.doorList.mockResolvedValueOnce(updateOf());
    const out = await dispatched(() => openDoorSaga(openDoor(EVENT_ID)));
    expect(out).toContainEqual(
      doorRestored({ eventId: EVENT_ID, list: null, listSavedAt: null, queue: [], problems: [] }),
    );
    expect(out).toContainEqual(doorListLoaded({ eventId: EVENT_ID, list: keptOf(updateOf()), savedAt: NOW }));
  });
});

describe('refreshing the list', () => {
  const other = ticketOf({ ticketId: 'B000000000000000000B', userName: 'Ben Brown' });
  const kept = { ...listOf([ticketOf(), other]), cancelled: false, changedUntil: 1_500 };

  it('asks only for the tickets changed since the list the phone has, merges them in and keeps the result', async () => {
    const newSale = ticketOf({ ticketId: 'C000000000000000000C', userName: 'Chloe Clark' });
    door.doorList.mockResolvedValueOnce(
      updateOf([ticketOf({ isCheckedIn: true }), newSale], { complete: false, sold: 3, checkedIn: 1 }),
    );
    const merged = {
      ...kept,
      sold: 3,
      checkedIn: 1,
      changedUntil: 2_000,
      tickets: [ticketOf({ isCheckedIn: true }), other, newSale],
    };
    expect(await dispatched(() => refreshListSaga(EVENT_ID), openState({ list: kept }))).toEqual([
      doorListLoaded({ eventId: EVENT_ID, list: merged, savedAt: NOW }),
    ]);
    expect(door.doorList).toHaveBeenCalledTimes(1);
    expect(door.doorList).toHaveBeenCalledWith(EVENT_ID, 1_500);
    expect(store.saveList).toHaveBeenCalledWith(merged, NOW);
  });

  it('asks for the whole list when changes come with no list to merge them into', async () => {
    door.doorList
      .mockResolvedValueOnce(updateOf([other], { complete: false }))
      .mockResolvedValueOnce(updateOf([ticketOf(), other]));
    expect(await dispatched(() => refreshListSaga(EVENT_ID), openState({ list: null }))).toEqual([
      doorListLoaded({ eventId: EVENT_ID, list: keptOf(updateOf([ticketOf(), other])), savedAt: NOW }),
    ]);
    expect(door.doorList).toHaveBeenNthCalledWith(2, EVENT_ID, null);
  });
});

describe('a scan online', () => {
  it("sends the code with a request id of this phone, shows the server's answer and keeps the ticket marked", async () => {
    door.checkIn.mockResolvedValueOnce(answer('checkedIn'));
    expect(
      await dispatched(() =>
        checkTicketSaga(checkTicket({ eventId: EVENT_ID, scan: { code: ` ${CODE}\n` } })),
      ),
    ).toEqual([
      ticketChecked({
        eventId: EVENT_ID,
        result: { kind: 'checkedIn', ticket, queued: false },
        queued: null,
      }),
    ]);
    expect(door.checkIn).toHaveBeenCalledWith({ eventId: EVENT_ID, requestId: 'req-abc-dev1', code: CODE });
    expect(store.saveList).toHaveBeenCalledWith(listOf(), 1_000);
    expect(store.enqueue).not.toHaveBeenCalled();
  });

  it('shows Already Checked In when the server says so', async () => {
    door.checkIn.mockResolvedValueOnce(answer('alreadyCheckedIn'));
    expect(
      await dispatched(() => checkTicketSaga(checkTicket({ eventId: EVENT_ID, scan: { code: CODE } }))),
    ).toEqual([
      ticketChecked({ eventId: EVENT_ID, result: { kind: 'alreadyCheckedIn', ticket }, queued: null }),
    ]);
  });

  it('sends a typed id as typed, for the server to resolve, whatever the list on the phone holds', async () => {
    door.checkIn.mockResolvedValueOnce(answer('checkedIn'));
    await dispatched(() =>
      checkTicketSaga(checkTicket({ eventId: EVENT_ID, scan: { ticketId: ' a1b2c3d ' } })),
    );
    expect(door.checkIn).toHaveBeenCalledWith({
      eventId: EVENT_ID,
      requestId: 'req-abc-dev1',
      ticketId: 'a1b2c3d',
    });
    // A ticket sold after the list was fetched: the phone does not know it, the server does.
    door.checkIn.mockResolvedValueOnce(answer('checkedIn'));
    expect(
      await dispatched(() =>
        checkTicketSaga(checkTicket({ eventId: EVENT_ID, scan: { ticketId: 'F0E1D2C' } })),
      ),
    ).toEqual([
      ticketChecked({
        eventId: EVENT_ID,
        result: { kind: 'checkedIn', ticket, queued: false },
        queued: null,
      }),
    ]);
    expect(door.checkIn).toHaveBeenLastCalledWith({
      eventId: EVENT_ID,
      requestId: 'req-abc-dev1',
      ticketId: 'F0E1D2C',
    });
  });

  it('shows an ambiguous short id as such, not as a missing ticket', async () => {
    door.checkIn.mockRejectedValueOnce(
      refusal('Several tickets start with this ID. Type more of it.', 'ticketIdAmbiguous'),
    );
    expect(
      await dispatched(() =>
        checkTicketSaga(checkTicket({ eventId: EVENT_ID, scan: { ticketId: 'A1B2C3D' } })),
      ),
    ).toEqual([ticketRefused({ eventId: EVENT_ID, result: { kind: 'refused', reason: 'ambiguous' } })]);
  });

  it("shows the server's refusal, in the door's words when it knows it", async () => {
    door.checkIn.mockRejectedValueOnce(refusal('This ticket is for another event.', 'ticketOfOtherEvent'));
    expect(
      await dispatched(() => checkTicketSaga(checkTicket({ eventId: EVENT_ID, scan: { code: CODE } }))),
    ).toEqual([ticketRefused({ eventId: EVENT_ID, result: { kind: 'refused', reason: 'otherEvent' } })]);
    door.checkIn.mockRejectedValueOnce(refusal('Account suspended'));
    expect(
      await dispatched(() => checkTicketSaga(checkTicket({ eventId: EVENT_ID, scan: { code: CODE } }))),
    ).toEqual([
      ticketRefused({
        eventId: EVENT_ID,
        result: { kind: 'failed', failure: failedWith('Account suspended') },
      }),
    ]);
  });

  it('decides on the phone and queues the scan under the same request id when the server cannot be reached', async () => {
    door.checkIn.mockResolvedValueOnce({ kind: 'unreachable' });
    const queued = scanOf({ requestId: 'req-abc-dev1', scannedAt: NOW });
    expect(
      await dispatched(() => checkTicketSaga(checkTicket({ eventId: EVENT_ID, scan: { code: CODE } }))),
    ).toEqual([
      ticketChecked({ eventId: EVENT_ID, result: { kind: 'checkedIn', ticket, queued: true }, queued }),
      // No 'online' event will come: the sync is asked for at once, and retries by itself.
      syncQueue(),
    ]);
    expect(store.enqueue).toHaveBeenCalledWith(queued);
  });
});

describe('a scan offline', () => {
  beforeEach(() => {
    online = false;
  });

  it('verifies the signature, queues a genuine ticket nobody let in, and never calls the server', async () => {
    const queued = scanOf({ requestId: 'req-abc-dev1', scannedAt: NOW });
    expect(
      await dispatched(() => checkTicketSaga(checkTicket({ eventId: EVENT_ID, scan: { code: CODE } }))),
    ).toEqual([
      connectionChanged(false),
      ticketChecked({ eventId: EVENT_ID, result: { kind: 'checkedIn', ticket, queued: true }, queued }),
    ]);
    expect(store.enqueue).toHaveBeenCalledWith(queued);
    expect(door.checkIn).not.toHaveBeenCalled();
  });

  it('queues a typed id found on the list, without a code', async () => {
    const out = await dispatched(() =>
      checkTicketSaga(checkTicket({ eventId: EVENT_ID, scan: { ticketId: 'a1b2c3d4e5f6' } })),
    );
    expect(out.at(-1)).toEqual(
      ticketChecked({
        eventId: EVENT_ID,
        result: { kind: 'checkedIn', ticket, queued: true },
        queued: scanOf({ requestId: 'req-abc-dev1', code: null, scannedAt: NOW }),
      }),
    );
  });

  it('refuses a forged code and says Already Checked In for a ticket this phone queued', async () => {
    expect(
      (
        await dispatched(() =>
          checkTicketSaga(checkTicket({ eventId: EVENT_ID, scan: { code: FORGED_CODE } })),
        )
      ).at(-1),
    ).toEqual(ticketRefused({ eventId: EVENT_ID, result: { kind: 'refused', reason: 'invalidCode' } }));
    const withQueue = openState({ queue: [scanOf()] });
    expect(
      (
        await dispatched(
          () => checkTicketSaga(checkTicket({ eventId: EVENT_ID, scan: { code: CODE } })),
          withQueue,
        )
      ).at(-1),
    ).toEqual(
      ticketChecked({ eventId: EVENT_ID, result: { kind: 'alreadyCheckedIn', ticket }, queued: null }),
    );
    expect(store.enqueue).not.toHaveBeenCalled();
  });

  it('refuses a genuine code of another event, and says when the phone has no list for this one', async () => {
    const otherEvent = openState({
      eventId: 'evt-tonight',
      list: listOf([ticketOf()], { eventId: 'evt-tonight' }),
    });
    expect(
      (
        await dispatched(
          () => checkTicketSaga(checkTicket({ eventId: 'evt-tonight', scan: { code: CODE } })),
          otherEvent,
        )
      ).at(-1),
    ).toEqual(ticketRefused({ eventId: 'evt-tonight', result: { kind: 'refused', reason: 'otherEvent' } }));
    expect(
      (
        await dispatched(
          () => checkTicketSaga(checkTicket({ eventId: EVENT_ID, scan: { code: CODE } })),
          openState({ list: null }),
        )
      ).at(-1),
    ).toEqual(ticketRefused({ eventId: EVENT_ID, result: { kind: 'refused', reason: 'noList' } }));
  });
});

describe('syncing queued scans', () => {
  it('confirms, reports a conflict and a refusal, each once, then reloads the open list', async () => {
    const confirmed = scanOf({ requestId: 'req-1' });
    const conflicting = scanOf({ requestId: 'req-2', ticketId: 'B0', code: null, scannedAt: 2 });
    const refused = scanOf({ requestId: 'req-3', ticketId: 'C0', code: null, scannedAt: 3 });
    store.queued.mockResolvedValueOnce([confirmed, conflicting, refused]);
    door.checkIn
      .mockResolvedValueOnce(answer('checkedIn'))
      .mockResolvedValueOnce({
        ...answer('alreadyCheckedIn'),
        answer: {
          ...answer('alreadyCheckedIn').answer,
          ticket: { ticketId: 'B0', userName: 'Ben Brown', ticketType: 'VIP' },
        },
      })
      .mockRejectedValueOnce(refusal('You cannot check in tickets for this event.', 'notDoorStaff'));
    door.doorList.mockResolvedValueOnce(updateOf());

    const conflict = problemOf({
      requestId: 'req-2',
      ticketId: 'B0',
      userName: 'Ben Brown',
      ticketType: 'VIP',
      scannedAt: 2,
    });
    const refusedProblem = problemOf({
      requestId: 'req-3',
      ticketId: 'C0',
      userName: null,
      ticketType: null,
      scannedAt: 3,
      kind: 'refused',
      refusal: { reason: 'notDoorStaff', params: {} },
    });
    expect(await dispatched(() => syncQueueSaga())).toEqual([
      scanSynced(confirmed),
      scanSyncProblem(conflict),
      scanSyncProblem(refusedProblem),
      syncFinished(),
      doorListLoaded({ eventId: EVENT_ID, list: keptOf(updateOf()), savedAt: NOW }),
    ]);
    expect(door.checkIn).toHaveBeenNthCalledWith(1, {
      eventId: EVENT_ID,
      requestId: 'req-1',
      offline: true,
      code: CODE,
    });
    expect(door.checkIn).toHaveBeenNthCalledWith(2, {
      eventId: EVENT_ID,
      requestId: 'req-2',
      offline: true,
      ticketId: 'B0',
    });
    expect(store.settle).toHaveBeenCalledWith('req-1', null);
    expect(store.settle).toHaveBeenCalledWith('req-2', conflict);
    expect(store.settle).toHaveBeenCalledWith('req-3', refusedProblem);
  });

  it('stops at the first scan the server cannot be reached for, keeping it and the rest', async () => {
    store.queued.mockResolvedValueOnce([scanOf({ requestId: 'req-1' }), scanOf({ requestId: 'req-2' })]);
    door.checkIn.mockResolvedValueOnce({ kind: 'unreachable' });
    const harness = sagaHarness({ state: { door: openState() } });
    const out = harness.actions;
    const kept = await harness.start(syncQueueSaga).toPromise();
    expect(kept).toBe(2);
    expect(out).toEqual([syncFinished()]);
    expect(door.checkIn).toHaveBeenCalledTimes(1);
    expect(store.settle).not.toHaveBeenCalled();
  });
});

describe('the sync loop', () => {
  it('tries again later when the server could not be reached, and sends nothing while offline', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const harness = sagaHarness({ state: { door: openState() } });
    const out = harness.actions;
    const task = harness.start(syncLoopSaga);
    store.queued.mockResolvedValue([scanOf()]);
    door.doorList.mockResolvedValue(updateOf());
    door.checkIn.mockResolvedValueOnce({ kind: 'unreachable' }).mockResolvedValueOnce(answer('checkedIn'));

    harness.put(syncQueue());
    await vi.advanceTimersByTimeAsync(0);
    expect(door.checkIn).toHaveBeenCalledTimes(1);
    expect(out).toEqual([syncFinished()]);

    await vi.advanceTimersByTimeAsync(SYNC_RETRY_MS);
    expect(door.checkIn).toHaveBeenCalledTimes(2);
    expect(out).toContainEqual(scanSynced(scanOf()));

    online = false;
    harness.put(syncQueue());
    await vi.advanceTimersByTimeAsync(0);
    expect(door.checkIn).toHaveBeenCalledTimes(2);
    task.cancel();
  });
});

describe("following the browser's connection", () => {
  it('says when the connection goes and comes back, and then sends the queued scans', async () => {
    const harness = sagaHarness({ state: { door: openState() } });
    const out = harness.actions;
    const task = harness.start(watchConnectionSaga);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    task.cancel();
    window.dispatchEvent(new Event('offline'));
    expect(out).toEqual([connectionChanged(false), connectionChanged(true), syncQueue()]);
  });
});
