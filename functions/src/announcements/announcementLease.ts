import type { DocumentSnapshot, Firestore, WriteBatch } from 'firebase-admin/firestore';
import {
  announcementDocument,
  londonDateKey,
  type ResponseOf,
  type sendAnnouncement,
} from '@gigvenue/contracts';
import { directWriter, updateDocument, writeDocument } from '../shared/documents';
import { refusal, type Refusal } from '../shared/refusals';
import {
  announcementRefusal,
  announcementRefused,
  rateLimited,
  RATE_WINDOW_MS,
  type Announcement,
} from './announcementPlan';

// announcements/{id}: the send's lease. One attempt at a time delivers an announcement: it holds the document
// ('sending', leaseUntil) while it works and marks it 'sent' with its counts when done. A twin of the request arriving
// meanwhile waits for that result; one arriving after the attempt died takes the send over.

/**
 * How long a send holds its announcement before a twin of the request may take over: renewed after every page, so it
 * only lapses when the send died. A twin arriving while it holds waits for the result instead of sending twice.
 */
const LEASE_MS = 60_000;
const WAIT_POLL_MS = 500;
/** A twin waits at most this long (inside the callable's 540 s) before telling the person to try again. */
const MAX_WAIT_MS = 480_000;

export type SendAnnouncementResult = ResponseOf<typeof sendAnnouncement>;

/** An announcement the rules of the product refuse; the message is for the person. */
export class AnnouncementRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'AnnouncementRefused';
  }
}

type Claim =
  | { refused: Refusal }
  | { done: SendAnnouncementResult }
  | { wait: true }
  | { send: Announcement; resumed: boolean };

/** What the claimant does: deliver the announcement (a new send, or one taken over), or answer a finished one. */
export type Claimed = { done: SendAnnouncementResult } | { send: Announcement; resumed: boolean };

const count = (snapshot: DocumentSnapshot, field: string) =>
  typeof snapshot.get(field) === 'number' ? (snapshot.get(field) as number) : 0;

const resultOf = (snapshot: DocumentSnapshot): SendAnnouncementResult => ({
  announcementId: snapshot.id,
  holders: count(snapshot, 'holders'),
  notified: count(snapshot, 'notified'),
  pushed: count(snapshot, 'pushed'),
});

const announcementOf = (snapshot: DocumentSnapshot): Announcement => ({
  announcementId: snapshot.id,
  eventId: String(snapshot.get('eventId')),
  createdBy: String(snapshot.get('createdBy')),
  title: String(snapshot.get('title')),
  message: String(snapshot.get('message')),
});

/**
 * Claims the send in one transaction: a finished announcement answers with its result, an unfinished one whose lease
 * lapsed is taken over, and a new one is checked (owner, upcoming, rate limit) and recorded as 'sending' with its
 * createdAt, so the rate limit counts it from this moment.
 */
async function claim(db: Firestore, uid: string, announcement: Announcement, now: number): Promise<Claim> {
  const ref = db.doc(`announcements/${announcement.announcementId}`);
  return db.runTransaction(async (tx): Promise<Claim> => {
    const [stored, event, caller] = await tx.getAll(
      ref,
      db.doc(`events/${announcement.eventId}`),
      db.doc(`managers/${uid}`),
    );
    if (stored.exists) {
      if (stored.get('status') === 'sent') return { done: resultOf(stored) };
      if (count(stored, 'leaseUntil') > now) return { wait: true };
      updateDocument(tx, 'update', ref, announcementDocument, { leaseUntil: now + LEASE_MS });
      return { send: announcementOf(stored), resumed: true };
    }
    const refused = announcementRefusal(uid, caller.get('status'), event.data(), londonDateKey(now));
    if (refused) return { refused };
    const recent = await tx.get(
      db
        .collection('announcements')
        .where('eventId', '==', announcement.eventId)
        .where('createdAt', '>', now - RATE_WINDOW_MS),
    );
    if (
      rateLimited(
        recent.docs.map((doc) => count(doc, 'createdAt')),
        now,
      )
    )
      return { refused: announcementRefused('rate-limited') };
    writeDocument(tx, 'create', ref, announcementDocument, {
      ...announcement,
      status: 'sending',
      holders: 0,
      notified: 0,
      pushed: 0,
      invalidTokens: 0,
      createdAt: now,
      leaseUntil: now + LEASE_MS,
    });
    return { send: announcement, resumed: false };
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the send, or the result of a finished one; a twin arriving while another attempt holds the lease waits for
 * it (at most MAX_WAIT_MS). Throws AnnouncementRefused for what the rules refuse.
 */
export async function claimSend(
  db: Firestore,
  uid: string,
  announcement: Announcement,
  clock: () => number,
): Promise<Claimed> {
  const started = clock();
  let claimed = await claim(db, uid, announcement, started);
  while ('wait' in claimed) {
    if (clock() - started > MAX_WAIT_MS) {
      throw new AnnouncementRefused(refusal('failed-precondition', 'announcementStillSending'));
    }
    await sleep(WAIT_POLL_MS);
    claimed = await claim(db, uid, announcement, clock());
  }
  if ('refused' in claimed) throw new AnnouncementRefused(claimed.refused);
  return claimed;
}

/** Holds the lease for another LEASE_MS from now, in the batch that records a delivered page. */
export function renewLease(db: Firestore, batch: WriteBatch, announcementId: string): void {
  updateDocument(batch, 'update', db.doc(`announcements/${announcementId}`), announcementDocument, {
    leaseUntil: Date.now() + LEASE_MS,
  });
}

/** Marks the announcement sent with its counts: what a retry of the request answers from now on. */
export async function finishSend(
  db: Firestore,
  announcementId: string,
  counts: { holders: number; notified: number },
  at: number,
): Promise<{ result: SendAnnouncementResult; invalidTokens: number }> {
  const ref = db.doc(`announcements/${announcementId}`);
  await updateDocument(directWriter, 'update', ref, announcementDocument, {
    status: 'sent',
    ...counts,
    sentAt: at,
  });
  const stored = await ref.get();
  return { result: resultOf(stored), invalidTokens: count(stored, 'invalidTokens') };
}
