import type { DoorList, DoorListUpdate, DoorTicket, QueuedScan, SyncProblem } from '@/domain/doorCheck';
import { initialDoorState } from '../index';
import type { DoorState } from '../types';

// The contract's test vector: a genuine code of ticket A1B2... for event evt-test, and the key that verifies it.
export const EVENT_ID = 'evt-test';
export const PUBLIC_KEY = '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo';
export const TICKET_ID = 'A1B2C3D4E5F6A7B8C9D0';
export const CODE =
  'GV1.A1B2C3D4E5F6A7B8C9D0.evt-test.3gsq7NmdAZ-iSyKMBCtD6EYM_BPWhdafSM14zlI9vY9dFe4bM5NH7KUN2poDCNA85xCZ3zgDf21AX3Hakh-GDw';
/** The same code with one signature character changed. */
export const FORGED_CODE = `${CODE.slice(0, -5)}A${CODE.slice(-4)}`;

export const ticketOf = (overrides: Partial<DoorTicket> = {}): DoorTicket => ({
  ticketId: TICKET_ID,
  userName: 'Alice Adams',
  ticketType: 'Standard',
  isCheckedIn: false,
  ...overrides,
});

export const listOf = (
  tickets: DoorTicket[] = [ticketOf()],
  overrides: Partial<DoorList> = {},
): DoorList => ({
  eventId: EVENT_ID,
  publicKey: PUBLIC_KEY,
  seats: 120,
  sold: tickets.length,
  checkedIn: tickets.filter((ticket) => ticket.isCheckedIn).length,
  tickets,
  ...overrides,
});

/** A ticketDoorList answer: the whole list unless `complete: false` says it holds only changes. */
export const updateOf = (
  tickets: DoorTicket[] = [ticketOf()],
  overrides: Partial<DoorListUpdate> = {},
): DoorListUpdate => ({
  ...listOf(tickets),
  seats: 120,
  cancelled: false,
  complete: true,
  changedUntil: 2_000,
  ...overrides,
});

/** The list a complete answer leaves on the phone. */
export const keptOf = ({ complete: _complete, ...list }: DoorListUpdate): DoorList => list;

export const scanOf = (overrides: Partial<QueuedScan> = {}): QueuedScan => ({
  requestId: 'req-1',
  eventId: EVENT_ID,
  ticketId: TICKET_ID,
  code: CODE,
  scannedAt: 1_700_000_000_000,
  ...overrides,
});

export const problemOf = (overrides: Partial<SyncProblem> = {}): SyncProblem => ({
  requestId: 'req-1',
  eventId: EVENT_ID,
  ticketId: TICKET_ID,
  userName: 'Alice Adams',
  ticketType: 'Standard',
  scannedAt: 1_700_000_000_000,
  kind: 'conflict',
  refusal: null,
  ...overrides,
});

/** The door of evt-test open with its list loaded. */
export const openState = (overrides: Partial<DoorState> = {}): DoorState => ({
  ...initialDoorState,
  eventId: EVENT_ID,
  list: listOf(),
  listSavedAt: 1_000,
  listStatus: 'succeeded',
  ...overrides,
});
