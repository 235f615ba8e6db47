import { createHash } from 'node:crypto';
import {
  limitCounterDocument,
  waitlistEntryDocument,
  type CheckedRequestOf,
  type joinWaitlist,
} from '@gigvenue/contracts';
import { updateDocument, writeDocument } from '../shared/documents';
import type { Firestore } from 'firebase-admin/firestore';
import { mailboxOf } from '../shared/mailbox';
import { refusal, type Refusal } from '../shared/refusals';
import { readEventStock } from '../tickets/readEventStock';
import { eventCounterExpiry } from '../tickets/saleLimits';
import { eventDateKey } from '../shared/ticketStock';

export type JoinRequest = CheckedRequestOf<typeof joinWaitlist>;

/** A place in line refused; the reason is for the person. */
export class JoinRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'JoinRefused';
  }
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** One place per mailbox and package: joining again (an alias included) finds the same entry. */
export const entryIdFor = (eventId: string, packageIndex: number, email: string) =>
  `${eventId}_${packageIndex}_${hashOf(mailboxOf(email))}`;

/** The counter of the entries an address made for an event: the sale's per-event limit holds for the line too. */
const addressCounterId = (address: string, eventId: string) =>
  `waitlistAddress_${hashOf(address)}_${eventId}`;

/**
 * Puts a person in a sold-out package's line, in one transaction with the event's stock: refused while the package
 * still sells (they should buy), when the event does not sell, and past the address's entries for the event. Joining
 * again keeps a waiting or offered place (name and quantity updated while waiting); after a claim or a lapse it starts
 * a new place at the end. Returns the entry and its place among those waiting.
 */
export async function joinLine(
  db: Firestore,
  request: JoinRequest,
  caller: { address: string | null; entriesPerAddressPerEvent: number },
  now: Date = new Date(),
): Promise<{ entryId: string; position: number }> {
  const at = now.getTime();
  const entryId = entryIdFor(request.eventId, request.packageIndex, request.email);
  const entryRef = db.doc(`waitlist/${entryId}`);
  const counterRef = caller.address
    ? db.doc(`rateLimits/${addressCounterId(caller.address, request.eventId)}`)
    : null;
  const joinedAt = await db.runTransaction(async (tx) => {
    const read = await readEventStock(db, (...refs) => tx.getAll(...refs), request.eventId, at);
    if (!read) throw new JoinRefused(refusal('not-found', 'noEventDetails'));
    if (!read.stock.onSale) throw new JoinRefused(refusal('failed-precondition', 'notOnSale'));
    const item = read.stock.packages[request.packageIndex];
    if (!item || !item.detail) throw new JoinRefused(refusal('invalid-argument', 'choosePackage'));
    if (item.ticketsLeft > 0)
      throw new JoinRefused(refusal('failed-precondition', 'waitlistNotSoldOut', { detail: item.detail }));
    const [entry, counter] = await tx.getAll(entryRef, ...(counterRef ? [counterRef] : []));
    const status = entry?.get('status');
    if (entry?.exists && (status === 'waiting' || status === 'offered')) {
      if (status === 'waiting')
        updateDocument(tx, 'update', entryRef, waitlistEntryDocument, {
          name: request.name,
          quantity: request.quantity,
        });
      return Number(entry.get('joinedAt'));
    }
    const count = Number(counter?.get('count') ?? 0);
    if (counterRef && count >= caller.entriesPerAddressPerEvent)
      throw new JoinRefused(refusal('resource-exhausted', 'tooManyWaitlistJoins'));
    if (counterRef) {
      const expiresAt = eventCounterExpiry(eventDateKey(read.event), at);
      writeDocument(tx, 'set', counterRef, limitCounterDocument, { count: count + 1, expiresAt });
    }
    writeDocument(tx, 'set', entryRef, waitlistEntryDocument, {
      eventId: request.eventId,
      eventOwnerId: String(read.event.createdBy ?? ''),
      packageIndex: request.packageIndex,
      packageDetail: item.detail,
      name: request.name,
      email: request.email,
      quantity: request.quantity,
      joinedAt: at,
      status: 'waiting',
      offeredQuantity: 0,
      heldUntil: 0,
      offers: Number(entry?.get('offers') ?? 0),
    });
    return at;
  });
  const ahead = await db
    .collection('waitlist')
    .where('eventId', '==', request.eventId)
    .where('packageIndex', '==', request.packageIndex)
    .where('status', '==', 'waiting')
    .where('joinedAt', '<=', joinedAt)
    .count()
    .get();
  return { entryId, position: Math.max(1, ahead.data().count) };
}
