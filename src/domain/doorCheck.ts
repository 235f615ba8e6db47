// Door check-in rules that hold without the network: reading a ticket's signed code, deciding a scan made while
// offline against the event's ticket list kept on the phone, and reading the server's answer when a queued scan is
// finally sent. The server stays the authority: an offline "yes" is provisional until its sync says 'checkedIn'.

import {
  parseTicketCode,
  SHORT_TICKET_ID_LENGTH,
  type ResponseOf,
  type ticketDoorList,
} from '@gigvenue/contracts';
import type { Refusal } from './refusal';

/** The tickets table shows this many characters of an id, so staff may type just those. */
export const SHORT_ID_LENGTH = SHORT_TICKET_ID_LENGTH;

type DoorListAnswer = ResponseOf<typeof ticketDoorList>;

/**
 * A ticket as the door list has it; `unpaid` when its card payment lapsed uncaptured, `disputed` when the card holder
 * disputes it (both refused, offline too).
 */
export type DoorTicket = DoorListAnswer['tickets'][number];

/** What the ticketDoorList callable answers: every ticket (`complete`), or those changed since the phone's list. */
export type DoorListUpdate = DoorListAnswer;

/**
 * The event's door list as the phone keeps it for offline scans: the ticketDoorList answers merged. Kept lists are
 * read back as this type, so it is looser than the answer: `cancelled` (every ticket void, even offline) may be
 * absent on a list kept before the flag existed, seats may be unknown, and `changedUntil` (the server time the list
 * is current to, which the next refresh sends as changedSince) is absent on a list kept before the door list sent
 * changes: the next refresh then gets the whole list.
 */
export type DoorList = Omit<DoorListAnswer, 'cancelled' | 'seats' | 'complete' | 'changedUntil'> & {
  seats: number | null;
  cancelled?: boolean;
  changedUntil?: number;
};

/**
 * The phone's list after a ticketDoorList answer: a complete answer replaces it; changes replace the tickets they
 * name and add the new ones (in the order they came), and bring the event's figures, flags and the new changedUntil.
 * Null when changes arrive with no list of that event to merge them into: the whole list is due.
 */
export function mergeDoorList(kept: DoorList | null, update: DoorListUpdate): DoorList | null {
  const { complete, ...list } = update;
  if (complete) return list;
  if (!kept || kept.eventId !== update.eventId) return null;
  const changed = new Map(update.tickets.map((ticket) => [ticket.ticketId, ticket]));
  const tickets = kept.tickets.map((ticket) => changed.get(ticket.ticketId) ?? ticket);
  const known = new Set(kept.tickets.map((ticket) => ticket.ticketId));
  tickets.push(...update.tickets.filter((ticket) => !known.has(ticket.ticketId)));
  return { ...list, tickets };
}

/** A scan accepted offline, waiting to be sent. `code` is null for a typed ticket id. */
export interface QueuedScan {
  requestId: string;
  eventId: string;
  ticketId: string;
  code: string | null;
  scannedAt: number;
}

/**
 * A queued scan whose sync did not confirm it: another device had let the ticket in first ('conflict'), or the
 * server refused it ('refused', with its reason). Kept until the person at the door has seen it.
 */
export interface SyncProblem {
  requestId: string;
  eventId: string;
  ticketId: string;
  userName: string | null;
  ticketType: string | null;
  scannedAt: number;
  kind: 'conflict' | 'refused';
  refusal: Refusal | null;
}

/** Why a scan was turned away. */
export type DoorRefusal =
  | 'invalidCode'
  | 'otherEvent'
  | 'notFound'
  | 'ambiguous'
  | 'notAllowed'
  | 'noList'
  | 'cancelled'
  | 'unpaid'
  | 'disputed';

export type OfflineDecision =
  | { kind: 'queue'; ticket: DoorTicket }
  | { kind: 'alreadyCheckedIn'; ticket: DoorTicket }
  | { kind: 'refused'; reason: DoorRefusal };

export type ScanInput = { code: string } | { ticketId: string };

export interface OfflineScanInput {
  eventId: string;
  scan: ScanInput;
  /** Whether the code's signature verified against the list's public key (ignored for a typed id). */
  signatureValid: boolean;
  list: DoorList | null;
  queue: readonly QueuedScan[];
}

/**
 * The ticket a person typed, looked up in the list kept on the phone (offline; online the server looks it up): its
 * exact id, the same id in other letter case, or the only ticket whose id starts with what was typed when that is at
 * least the printed short id. Several tickets starting so is 'ambiguous': more of the id tells them apart.
 */
export function findTypedTicket(
  tickets: readonly DoorTicket[],
  typed: string,
): { ticket: DoorTicket } | { refused: 'notFound' | 'ambiguous' } {
  const wanted = typed.trim();
  if (!wanted) return { refused: 'notFound' };
  const exact = tickets.find((ticket) => ticket.ticketId === wanted);
  if (exact) return { ticket: exact };
  const lower = wanted.toLowerCase();
  const sameId = tickets.filter((ticket) => ticket.ticketId.toLowerCase() === lower);
  if (sameId.length === 1) return { ticket: sameId[0] };
  if (lower.length < SHORT_ID_LENGTH) return { refused: 'notFound' };
  const starting = tickets.filter((ticket) => ticket.ticketId.toLowerCase().startsWith(lower));
  if (starting.length === 1) return { ticket: starting[0] };
  return { refused: starting.length === 0 ? 'notFound' : 'ambiguous' };
}

const isQueued = (queue: readonly QueuedScan[], eventId: string, ticketId: string) =>
  queue.some((scan) => scan.eventId === eventId && scan.ticketId === ticketId);

/**
 * What a scan made without the network does: a genuine ticket of this event that neither the list nor this phone's
 * queue has checked in is queued as checked in; anything else is turned away with the reason to show.
 */
export function decideOfflineScan({
  eventId,
  scan,
  signatureValid,
  list,
  queue,
}: OfflineScanInput): OfflineDecision {
  let ticket: DoorTicket | null;
  if ('code' in scan) {
    const code = parseTicketCode(scan.code);
    if (!code) return { kind: 'refused', reason: 'invalidCode' };
    // Without the list there is no public key, so not even a forged code can be told apart.
    if (!list) return { kind: 'refused', reason: 'noList' };
    if (!signatureValid) return { kind: 'refused', reason: 'invalidCode' };
    if (code.eventId !== eventId) return { kind: 'refused', reason: 'otherEvent' };
    if (list.cancelled) return { kind: 'refused', reason: 'cancelled' };
    ticket = list.tickets.find((candidate) => candidate.ticketId === code.ticketId) ?? null;
  } else {
    if (!list) return { kind: 'refused', reason: 'noList' };
    if (list.cancelled) return { kind: 'refused', reason: 'cancelled' };
    const typed = findTypedTicket(list.tickets, scan.ticketId);
    if ('refused' in typed) return { kind: 'refused', reason: typed.refused };
    ticket = typed.ticket;
  }
  if (!ticket) return { kind: 'refused', reason: 'notFound' };
  if (ticket.isCheckedIn || isQueued(queue, eventId, ticket.ticketId))
    return { kind: 'alreadyCheckedIn', ticket };
  if (ticket.unpaid) return { kind: 'refused', reason: 'unpaid' };
  if (ticket.disputed) return { kind: 'refused', reason: 'disputed' };
  return { kind: 'queue', ticket };
}

/** The server's answer to a queued scan when it is sent, or why it could not be. */
export type SyncAnswer =
  { result: 'checkedIn' | 'alreadyCheckedIn' } | { refusal: Refusal } | { unreachable: true };

export type SyncOutcome =
  { kind: 'synced' } | { kind: 'conflict' } | { kind: 'refused'; refusal: Refusal } | { kind: 'keep' };

/**
 * 'checkedIn' (also for a retry of the same request) confirms the offline check-in. 'alreadyCheckedIn' means
 * another device let the same ticket in first: a conflict the door must see, counted once. A refusal is shown as it
 * came; an unreachable server keeps the scan queued for the next try.
 */
export function syncOutcome(answer: SyncAnswer): SyncOutcome {
  if ('unreachable' in answer) return { kind: 'keep' };
  if ('refusal' in answer) return { kind: 'refused', refusal: answer.refusal };
  return answer.result === 'checkedIn' ? { kind: 'synced' } : { kind: 'conflict' };
}

// checkInTicket's refusal codes (functions/src/shared/refusals.ts) that the door answers as it would offline.
const SERVER_REFUSALS: Readonly<Record<string, DoorRefusal>> = {
  invalidTicketCode: 'invalidCode',
  ticketOfOtherEvent: 'otherEvent',
  ticketNotFound: 'notFound',
  ticketIdAmbiguous: 'ambiguous',
  notDoorStaff: 'notAllowed',
  eventCancelled: 'cancelled',
  ticketUnpaid: 'unpaid',
  ticketDisputed: 'disputed',
};

/** The door's refusal a server refusal code stands for, or null for one the door words as errors:<code>. */
export function doorRefusalOf(reason: string | undefined): DoorRefusal | null {
  return (reason && SERVER_REFUSALS[reason]) || null;
}

/**
 * Checked in / sold as the door sees it: the list's check-ins plus this phone's queued ones. A ticket counts once,
 * however many times it was scanned or queued.
 */
export function doorCount(list: DoorList, queue: readonly QueuedScan[]): { checkedIn: number; sold: number } {
  const checked = new Set(
    list.tickets.filter((ticket) => ticket.isCheckedIn).map((ticket) => ticket.ticketId),
  );
  const known = new Set(list.tickets.map((ticket) => ticket.ticketId));
  for (const scan of queue)
    if (scan.eventId === list.eventId && known.has(scan.ticketId)) checked.add(scan.ticketId);
  return { checkedIn: checked.size, sold: Math.max(list.sold, list.tickets.length) };
}

/** After a scan is sent, the camera's reads of other codes wait this long, so scans do not run into each other. */
export const SCAN_PAUSE_MS = 2_000;
/**
 * The camera reads a code in view ten times a second. The same code is sent again only after it has been out of
 * view this long, so a ticket held up to the camera stays green instead of flipping to "already checked in".
 */
export const SAME_CODE_GAP_MS = 2_000;

/** The last code sent from the camera: when it was sent and when the camera last saw it. */
export interface ReadGate {
  text: string;
  sentAt: number;
  seenAt: number;
}

/** Whether a code the camera just read goes to the check-in, and what the gate remembers afterwards. */
export function passRead(
  gate: ReadGate | null,
  text: string,
  now: number,
  busy: boolean,
): { send: boolean; gate: ReadGate | null } {
  if (gate && text === gate.text) {
    const away = now - gate.seenAt >= SAME_CODE_GAP_MS;
    if (busy || !away) return { send: false, gate: { ...gate, seenAt: now } };
    return { send: true, gate: { text, sentAt: now, seenAt: now } };
  }
  if (busy || (gate && now - gate.sentAt < SCAN_PAUSE_MS)) return { send: false, gate };
  return { send: true, gate: { text, sentAt: now, seenAt: now } };
}
