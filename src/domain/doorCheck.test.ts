import { describe, expect, it } from 'vitest';
import {
  decideOfflineScan,
  doorCount,
  findTypedTicket,
  mergeDoorList,
  passRead,
  doorRefusalOf,
  SAME_CODE_GAP_MS,
  SCAN_PAUSE_MS,
  syncOutcome,
  type DoorList,
  type DoorListUpdate,
  type DoorTicket,
  type QueuedScan,
  type ReadGate,
} from './doorCheck';

const SIGNATURE = '3gsq7NmdAZ-iSyKMBCtD6EYM_BPWhdafSM14zlI9vY9dFe4bM5NH7KUN2poDCNA85xCZ3zgDf21AX3Hakh-GDw';
const CODE = `GV1.A1B2C3D4E5F6A7B8C9D0.evt-test.${SIGNATURE}`;

const ticket = (ticketId: string, isCheckedIn = false): DoorTicket => ({
  ticketId,
  userName: `Buyer of ${ticketId}`,
  ticketType: 'Standard',
  isCheckedIn,
});

const list = (tickets: DoorTicket[], overrides: Partial<DoorList> = {}): DoorList => ({
  eventId: 'evt-test',
  publicKey: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
  seats: 120,
  sold: tickets.length,
  checkedIn: tickets.filter((item) => item.isCheckedIn).length,
  tickets,
  ...overrides,
});

const queued = (ticketId: string, eventId = 'evt-test'): QueuedScan => ({
  requestId: `req-${ticketId}`,
  eventId,
  ticketId,
  code: null,
  scannedAt: 1_700_000_000_000,
});

describe('findTypedTicket', () => {
  const tickets = [ticket('A1B2C3D4E5F6A7B8C9D0'), ticket('A1B2C3D999999999999'), ticket('demo-ticket-1')];
  const found = (ticketId: string) => ({ ticket: expect.objectContaining({ ticketId }) });

  it('finds the exact id, or the same id typed in other letter case', () => {
    expect(findTypedTicket(tickets, 'demo-ticket-1')).toEqual(found('demo-ticket-1'));
    expect(findTypedTicket(tickets, ' a1b2c3d4e5f6a7b8c9d0 ')).toEqual(found('A1B2C3D4E5F6A7B8C9D0'));
  });

  it("finds a ticket by the start of its id when only one ticket starts so and it is at least the table's 7 characters", () => {
    expect(findTypedTicket(tickets, 'a1b2c3d4')).toEqual(found('A1B2C3D4E5F6A7B8C9D0'));
    expect(findTypedTicket(tickets, 'A1B2')).toEqual({ refused: 'notFound' });
    expect(findTypedTicket(tickets, '')).toEqual({ refused: 'notFound' });
    expect(findTypedTicket(tickets, 'FFFFFFF')).toEqual({ refused: 'notFound' });
  });

  it('says a short id that several tickets start with is ambiguous, not missing', () => {
    expect(findTypedTicket(tickets, 'A1B2C3D')).toEqual({ refused: 'ambiguous' });
  });
});

describe('decideOfflineScan', () => {
  const doorList = list([ticket('A1B2C3D4E5F6A7B8C9D0'), ticket('B000000000000000000B', true)]);

  it('queues a genuine ticket of this event that nobody has checked in', () => {
    expect(
      decideOfflineScan({
        eventId: 'evt-test',
        scan: { code: CODE },
        signatureValid: true,
        list: doorList,
        queue: [],
      }),
    ).toEqual({ kind: 'queue', ticket: doorList.tickets[0] });
  });

  it('refuses every ticket of a cancelled event once the refreshed list says so, scanned or typed', () => {
    const cancelled = { ...doorList, cancelled: true };
    const scan = { eventId: 'evt-test', signatureValid: true, list: cancelled, queue: [] };
    expect(decideOfflineScan({ ...scan, scan: { code: CODE } })).toEqual({
      kind: 'refused',
      reason: 'cancelled',
    });
    expect(decideOfflineScan({ ...scan, scan: { ticketId: 'A1B2C3D4E5F6A7B8C9D0' } })).toEqual({
      kind: 'refused',
      reason: 'cancelled',
    });
    expect(doorRefusalOf('eventCancelled')).toBe('cancelled');
  });

  it('refuses a ticket whose card payment lapsed, offline as the server would, scanned or typed', () => {
    const unpaid = list([{ ...ticket('A1B2C3D4E5F6A7B8C9D0'), unpaid: true }]);
    const scan = { eventId: 'evt-test', signatureValid: true, list: unpaid, queue: [] };
    expect(decideOfflineScan({ ...scan, scan: { code: CODE } })).toEqual({
      kind: 'refused',
      reason: 'unpaid',
    });
    expect(decideOfflineScan({ ...scan, scan: { ticketId: 'A1B2C3D' } })).toEqual({
      kind: 'refused',
      reason: 'unpaid',
    });
    expect(doorRefusalOf('ticketUnpaid')).toBe('unpaid');
  });

  it('refuses a ticket whose card payment is disputed, offline as the server would', () => {
    const disputed = list([{ ...ticket('A1B2C3D4E5F6A7B8C9D0'), disputed: true }]);
    const scan = { eventId: 'evt-test', signatureValid: true, list: disputed, queue: [] };
    expect(decideOfflineScan({ ...scan, scan: { code: CODE } })).toEqual({
      kind: 'refused',
      reason: 'disputed',
    });
    expect(doorRefusalOf('ticketDisputed')).toBe('disputed');
  });

  it('answers Already Checked In for a ticket the list or this phone has already let in', () => {
    const checked = {
      eventId: 'evt-test',
      scan: { ticketId: 'B000000000000000000B' },
      signatureValid: false,
    };
    expect(decideOfflineScan({ ...checked, list: doorList, queue: [] })).toEqual({
      kind: 'alreadyCheckedIn',
      ticket: doorList.tickets[1],
    });
    expect(
      decideOfflineScan({
        eventId: 'evt-test',
        scan: { code: CODE },
        signatureValid: true,
        list: doorList,
        queue: [queued('A1B2C3D4E5F6A7B8C9D0')],
      }),
    ).toEqual({ kind: 'alreadyCheckedIn', ticket: doorList.tickets[0] });
  });

  it("does not take another event's queued scan of the same id for this one", () => {
    expect(
      decideOfflineScan({
        eventId: 'evt-test',
        scan: { code: CODE },
        signatureValid: true,
        list: doorList,
        queue: [queued('A1B2C3D4E5F6A7B8C9D0', 'evt-other')],
      }).kind,
    ).toBe('queue');
  });

  it('refuses a forged or altered code, and text that is no ticket code at all', () => {
    expect(
      decideOfflineScan({
        eventId: 'evt-test',
        scan: { code: CODE },
        signatureValid: false,
        list: doorList,
        queue: [],
      }),
    ).toEqual({ kind: 'refused', reason: 'invalidCode' });
    expect(
      decideOfflineScan({
        eventId: 'evt-test',
        scan: { code: 'hello' },
        signatureValid: false,
        list: doorList,
        queue: [],
      }),
    ).toEqual({ kind: 'refused', reason: 'invalidCode' });
  });

  it('refuses a genuine ticket of another event', () => {
    expect(
      decideOfflineScan({
        eventId: 'evt-tonight',
        scan: { code: CODE },
        signatureValid: true,
        list: { ...doorList, eventId: 'evt-tonight' },
        queue: [],
      }),
    ).toEqual({ kind: 'refused', reason: 'otherEvent' });
  });

  it('refuses a genuine code or a typed id that is not on the list', () => {
    expect(
      decideOfflineScan({
        eventId: 'evt-test',
        scan: { code: CODE },
        signatureValid: true,
        list: list([]),
        queue: [],
      }),
    ).toEqual({ kind: 'refused', reason: 'notFound' });
    expect(
      decideOfflineScan({
        eventId: 'evt-test',
        scan: { ticketId: 'NOPE0000' },
        signatureValid: false,
        list: doorList,
        queue: [],
      }),
    ).toEqual({ kind: 'refused', reason: 'notFound' });
  });

  it('refuses offline a short id that several tickets on the list start with, saying so', () => {
    expect(
      decideOfflineScan({
        eventId: 'evt-test',
        scan: { ticketId: 'A1B2C3D' },
        signatureValid: false,
        list: list([ticket('A1B2C3D4E5F6A7B8C9D0'), ticket('A1B2C3D999999999999')]),
        queue: [],
      }),
    ).toEqual({ kind: 'refused', reason: 'ambiguous' });
  });

  it('queues a typed id found on the list, without a signature', () => {
    expect(
      decideOfflineScan({
        eventId: 'evt-test',
        scan: { ticketId: 'a1b2c3d4e5' },
        signatureValid: false,
        list: doorList,
        queue: [],
      }),
    ).toEqual({ kind: 'queue', ticket: doorList.tickets[0] });
  });

  it('says the list is missing when this phone never loaded it, but still rejects a text that is no code', () => {
    expect(
      decideOfflineScan({
        eventId: 'evt-test',
        scan: { code: CODE },
        signatureValid: false,
        list: null,
        queue: [],
      }),
    ).toEqual({ kind: 'refused', reason: 'noList' });
    expect(
      decideOfflineScan({
        eventId: 'evt-test',
        scan: { ticketId: 'A1B2C3D4E5F6A7B8C9D0' },
        signatureValid: false,
        list: null,
        queue: [],
      }),
    ).toEqual({ kind: 'refused', reason: 'noList' });
    expect(
      decideOfflineScan({
        eventId: 'evt-test',
        scan: { code: 'hello' },
        signatureValid: false,
        list: null,
        queue: [],
      }),
    ).toEqual({ kind: 'refused', reason: 'invalidCode' });
  });
});

describe('syncOutcome', () => {
  it('confirms an offline check-in the server accepted, also when it is a retry of the same request', () => {
    expect(syncOutcome({ result: 'checkedIn' })).toEqual({ kind: 'synced' });
  });

  it('reports a conflict when another device checked the ticket in first', () => {
    expect(syncOutcome({ result: 'alreadyCheckedIn' })).toEqual({ kind: 'conflict' });
  });

  it('keeps a refusal as it came and keeps a scan the server never heard of', () => {
    const refusal = { reason: 'ticketNotFound', params: {} };
    expect(syncOutcome({ refusal })).toEqual({ kind: 'refused', refusal });
    expect(syncOutcome({ unreachable: true })).toEqual({ kind: 'keep' });
  });
});

describe('doorRefusalOf', () => {
  it("knows the server's refusals and leaves any other message as it is", () => {
    expect(doorRefusalOf('invalidTicketCode')).toBe('invalidCode');
    expect(doorRefusalOf('ticketOfOtherEvent')).toBe('otherEvent');
    expect(doorRefusalOf('ticketNotFound')).toBe('notFound');
    expect(doorRefusalOf('ticketIdAmbiguous')).toBe('ambiguous');
    expect(doorRefusalOf('notDoorStaff')).toBe('notAllowed');
    expect(doorRefusalOf('soldOut')).toBeNull();
    expect(doorRefusalOf(undefined)).toBeNull();
  });
});

describe('doorCount', () => {
  it("adds this phone's queued check-ins to the list's, counting each ticket once", () => {
    const doorList = list([ticket('T1', true), ticket('T2'), ticket('T3')]);
    expect(doorCount(doorList, [])).toEqual({ checkedIn: 1, sold: 3 });
    expect(
      doorCount(doorList, [
        queued('T2', doorList.eventId),
        queued('T2', doorList.eventId),
        queued('T1', doorList.eventId),
      ]),
    ).toEqual({
      checkedIn: 2,
      sold: 3,
    });
  });

  it('ignores queued scans of other events and of tickets the list does not hold', () => {
    const doorList = list([ticket('T1'), ticket('T2')]);
    expect(doorCount(doorList, [queued('T1', 'evt-other'), queued('GHOST', doorList.eventId)])).toEqual({
      checkedIn: 0,
      sold: 2,
    });
  });
});

describe('mergeDoorList', () => {
  const update = (tickets: DoorTicket[], overrides: Partial<DoorListUpdate> = {}): DoorListUpdate => ({
    ...list(tickets),
    seats: 120,
    cancelled: false,
    complete: false,
    changedUntil: 2_000,
    ...overrides,
  });
  const kept = list([ticket('T1'), ticket('T2'), ticket('T3', true)], { changedUntil: 1_000 });

  it('replaces the kept list with a complete answer', () => {
    const whole = update([ticket('T9')], { complete: true, sold: 1, checkedIn: 0 });
    const { complete: _complete, ...expected } = whole;
    expect(mergeDoorList(kept, whole)).toEqual(expected);
    expect(mergeDoorList(null, whole)).toEqual(expected);
  });

  it('replaces the tickets that changed, adds the new ones after the rest, and takes the figures and changedUntil', () => {
    const changes = update([ticket('T4'), ticket('T2', true)], { sold: 4, checkedIn: 2, cancelled: true });
    expect(mergeDoorList(kept, changes)).toEqual({
      ...kept,
      sold: 4,
      checkedIn: 2,
      cancelled: true,
      changedUntil: 2_000,
      tickets: [ticket('T1'), ticket('T2', true), ticket('T3', true), ticket('T4')],
    });
  });

  it('keeps the tickets as they were when nothing changed', () => {
    expect(mergeDoorList(kept, update([], { sold: 3, checkedIn: 1 }))?.tickets).toEqual(kept.tickets);
  });

  it('has nothing to merge changes into without a kept list of that event: the whole list is due', () => {
    expect(mergeDoorList(null, update([ticket('T4')]))).toBeNull();
    expect(mergeDoorList({ ...kept, eventId: 'evt-other' }, update([ticket('T4')]))).toBeNull();
  });
});

describe('passRead', () => {
  const sent = { text: CODE, sentAt: 10_000, seenAt: 10_000 };

  it('sends the first read, and none while a check is running', () => {
    expect(passRead(null, CODE, 0, false)).toEqual({
      send: true,
      gate: { text: CODE, sentAt: 0, seenAt: 0 },
    });
    expect(passRead(null, CODE, 0, true)).toEqual({ send: false, gate: null });
  });

  it('keeps a code held in view from being sent again, however long it stays', () => {
    let gate: ReadGate | null = sent;
    for (let now = 10_100; now <= 20_000; now += 100) {
      const read = passRead(gate, CODE, now, false);
      expect(read.send).toBe(false);
      gate = read.gate;
    }
    expect(gate).toEqual({ text: CODE, sentAt: 10_000, seenAt: 20_000 });
  });

  it('sends the same code again once it has been out of view for a while', () => {
    expect(passRead(sent, CODE, 10_000 + SAME_CODE_GAP_MS - 1, false).send).toBe(false);
    expect(passRead(sent, CODE, 10_000 + SAME_CODE_GAP_MS, false)).toEqual({
      send: true,
      gate: { text: CODE, sentAt: 10_000 + SAME_CODE_GAP_MS, seenAt: 10_000 + SAME_CODE_GAP_MS },
    });
  });

  it('pauses before another code, and sends none while a check runs', () => {
    expect(passRead(sent, 'GV1.other', 10_000 + SCAN_PAUSE_MS - 1, false)).toEqual({
      send: false,
      gate: sent,
    });
    expect(passRead(sent, 'GV1.other', 10_000 + SCAN_PAUSE_MS, true).send).toBe(false);
    expect(passRead(sent, 'GV1.other', 10_000 + SCAN_PAUSE_MS, false).send).toBe(true);
  });
});
