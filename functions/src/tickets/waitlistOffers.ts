import { randomBytes } from 'node:crypto';
import {
  londonDateTime,
  offerFragment,
  ticketStatsDocument,
  WAITLIST_HOLD_MINUTES,
  waitlistEntryDocument,
} from '@gigvenue/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { settings } from '../config';
import { writeMail } from '../shared/mail';
import { logs } from '../logs';
import { readEventStock } from './readEventStock';
import { shardPath, splitKeyOf } from './ticketShards';
import { statsCountersOf } from '../shared/ticketStock';
import { waitlistOfferMessage } from './ticketMail';
import { offerKeyHash } from './waitlistClaim';
import { planOffers, type LapsedOffer, type WaitingEntry } from './waitlistPlan';
import { updateDocument, writeDocument } from '../shared/documents';

/** The line is offered this many entries at a time: more than one return ever frees at once, in practice. */
const LINE_READ = 20;
const HOLD_MS = WAITLIST_HOLD_MINUTES * 60 * 1000;

const heldOn = (value: unknown): Record<number, number> => {
  const shards: Record<number, number> = {};
  if (value && typeof value === 'object')
    for (const [index, tickets] of Object.entries(value as Record<string, unknown>))
      if (/^\d+$/.test(index) && typeof tickets === 'number' && tickets > 0) shards[Number(index)] = tickets;
  return shards;
};

/**
 * Offers an event's returned tickets to its waitlist, in one transaction: offers whose 30 minutes ran out let their
 * tickets go, then each package's line is offered what is on sale, in order (waitlistPlan.ts). An offer holds its
 * tickets on the stock shards (nobody else can buy them) and mails the person a link to buy them. Called after
 * anything that returns tickets: a refund, a claim of fewer than were held, more tickets added, the lapsed-offer
 * sweep. Cheap when nobody waits: two small queries.
 */
export async function offerReturnedTickets(
  db: Firestore,
  eventId: string,
  now: Date = new Date(),
): Promise<{ offered: number; lapsed: number }> {
  const at = now.getTime();
  const outcome = await db.runTransaction(async (tx) => {
    const [offered, waiting] = await Promise.all([
      tx.get(db.collection('waitlist').where('eventId', '==', eventId).where('status', '==', 'offered')),
      tx.get(
        db
          .collection('waitlist')
          .where('eventId', '==', eventId)
          .where('status', '==', 'waiting')
          .orderBy('joinedAt')
          .limit(LINE_READ),
      ),
    ]);
    const lapsedDocs = offered.docs.filter((entry) => Number(entry.get('heldUntil') ?? 0) <= at);
    if (lapsedDocs.length === 0 && waiting.empty) return { offers: [], lapsed: 0 };
    const read = await readEventStock(db, (...refs) => tx.getAll(...refs), eventId, at);
    if (!read) return { offers: [], lapsed: 0 };
    const lapsed: LapsedOffer[] = lapsedDocs.map((entry) => ({
      entryId: entry.id,
      detail: String(entry.get('packageDetail') ?? ''),
      shards: heldOn(entry.get('offerShards')),
    }));
    const line: WaitingEntry[] = waiting.docs.map((entry) => ({
      entryId: entry.id,
      packageIndex: Number(entry.get('packageIndex')),
      quantity: Number(entry.get('quantity')),
    }));
    const plan = planOffers({
      stock: read.baseStock,
      baseCounters: read.baseCounters,
      n: read.n,
      shards: new Map(read.shards.map((shard, index) => [index, statsCountersOf(shard.data())])),
      quotas: read.split.quotas,
      lapsed,
      line,
    });

    const eventOwnerId = String(read.event.createdBy ?? '');
    // Holds before the first sale need the base that fixes the shard count, as the first sale writes it.
    if (!read.base.exists && plan.shards.size > 0) {
      writeDocument(tx, 'set', db.doc(`ticketStats/${eventId}`), ticketStatsDocument, {
        eventId,
        eventOwnerId,
        staffIds: read.staffIds,
        shards: read.n,
        sold: 0,
        revenuePence: 0,
        checkedIn: 0,
        holders: 0,
        packages: {},
        splitKey: splitKeyOf(read.baseStock),
        updatedAt: at,
      });
    }
    // The owner changed the stock since it was split: the holds above were taken from the new split, so it is kept.
    if (read.base.exists && read.split.rebased && read.split.quotas)
      updateDocument(tx, 'merge', read.base.ref, ticketStatsDocument, {
        splitKey: splitKeyOf(read.baseStock),
        quotas: read.split.quotas,
      });
    for (const [index, counters] of plan.shards) {
      // Every package's count is written, zeros included, so a merge cannot keep a hold that ended.
      const before = statsCountersOf(read.shards[index]?.data()).held ?? {};
      const held = Object.fromEntries(
        [...new Set([...Object.keys(before), ...Object.keys(counters.held ?? {})])].map((detail) => [
          detail,
          counters.held?.[detail] ?? 0,
        ]),
      );
      updateDocument(tx, 'merge', db.doc(shardPath(eventId, index)), ticketStatsDocument, {
        eventId,
        eventOwnerId,
        staffIds: read.staffIds,
        held,
        updatedAt: at,
      });
    }
    for (const entry of lapsedDocs)
      updateDocument(tx, 'update', entry.ref, waitlistEntryDocument, { status: 'lapsed', lapsedAt: at });

    const heldUntil = at + HOLD_MS;
    const mails: { entryId: string; quantity: number }[] = [];
    for (const offer of plan.offers) {
      const entry = waiting.docs.find((doc) => doc.id === offer.entryId);
      if (!entry) continue;
      const key = randomBytes(18).toString('base64url');
      const offers = Number(entry.get('offers') ?? 0) + 1;
      updateDocument(tx, 'update', entry.ref, waitlistEntryDocument, {
        status: 'offered',
        offeredQuantity: offer.quantity,
        offerShards: Object.fromEntries(Object.entries(offer.shards).map(([index, n]) => [index, n])),
        offerKeyHash: offerKeyHash(key),
        offeredAt: at,
        heldUntil,
        offers,
      });
      const message = waitlistOfferMessage({
        name: String(entry.get('name') ?? ''),
        eventTitle: String(read.event.title ?? ''),
        packageDetail: offer.detail,
        quantity: offer.quantity,
        link: `${settings.appUrl}/e/${eventId}${offerFragment({ entryId: entry.id, key })}`,
        heldUntilText: `${londonDateTime(heldUntil).slice(11)} (London time)`,
        appName: settings.appName,
      });
      writeMail(
        tx,
        'create',
        db,
        `waitlist-${entry.id}-${offers}`,
        String(entry.get('email') ?? ''),
        message,
      );
      mails.push({ entryId: entry.id, quantity: offer.quantity });
    }
    return { offers: mails, lapsed: lapsedDocs.length };
  });
  for (const offer of outcome.offers) logs.waitlistOffered({ eventId, ...offer });
  if (outcome.lapsed > 0) logs.waitlistOffersLapsed({ eventId, offers: outcome.lapsed });
  return { offered: outcome.offers.length, lapsed: outcome.lapsed };
}
