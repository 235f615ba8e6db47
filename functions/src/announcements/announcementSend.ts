import {
  FieldPath,
  FieldValue,
  type BulkWriter,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { isAlreadyExists } from '../admin';
import { dateKeyIn, PLATFORM_TIME_ZONE } from '../availability/slotDeletion';
import { logs } from '../logs';
import { announcementNotificationId, notificationRecord } from '../notifications/notificationRecord';
import type { PushMessage, PushSender } from '../push/pushSender';
import { announcementIdFor, parseAnnouncementRequest } from './announcementRequest';
import {
  announcementRefusal,
  holderProvedAddress,
  rateLimited,
  RATE_WINDOW_MS,
  refusal,
} from './announcementPlan';
import { refusal as refusalOf, type Refusal } from '../shared/refusals';

/** Holders read per page, and app users read per getAll: Firestore's batch size. */
const PAGE_SIZE = 500;
/**
 * How long a send holds its announcement before a twin of the request may take over: renewed after every page, so it
 * only lapses when the send died. A twin arriving while it holds waits for the result instead of sending twice.
 */
const LEASE_MS = 60_000;
const WAIT_POLL_MS = 500;
/** A twin waits at most this long (inside the callable's 540 s) before telling the person to try again. */
const MAX_WAIT_MS = 480_000;

export interface SendAnnouncementResult {
  announcementId: string;
  holders: number;
  notified: number;
  pushed: number;
}

/** An announcement the rules of the product refuse; the message is for the person. */
export class AnnouncementRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'AnnouncementRefused';
  }
}

interface Announcement {
  announcementId: string;
  eventId: string;
  createdBy: string;
  title: string;
  message: string;
}

type Claim =
  | { refused: Refusal }
  | { done: SendAnnouncementResult }
  | { wait: true }
  | { send: Announcement; resumed: boolean };

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
      tx.update(ref, { leaseUntil: now + LEASE_MS });
      return { send: announcementOf(stored), resumed: true };
    }
    const refused = announcementRefusal(
      uid,
      caller.get('status'),
      event.data(),
      dateKeyIn(new Date(now), PLATFORM_TIME_ZONE),
    );
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
      return { refused: refusal('rate-limited') };
    tx.create(ref, {
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

const text = (snapshot: DocumentSnapshot, field: string) =>
  typeof snapshot.get(field) === 'string' ? (snapshot.get(field) as string) : '';

/**
 * One page of holders: a notification to each who proved their address (holderProvedAddress; create: a record already
 * there was written by an earlier attempt), and a push to each of them with a token whose record this attempt created. The record is the push's marker: a resumed send
 * never pushes twice, at the cost of a holder whose attempt died between the two getting the record without a push.
 */
async function deliverPage(
  db: Firestore,
  writer: BulkWriter,
  sender: PushSender,
  announcement: Announcement,
  holders: QueryDocumentSnapshot[],
  now: number,
): Promise<number> {
  const userIds = holders
    .filter((holder) => holderProvedAddress(holder.data()))
    .map((holder) => text(holder, 'userId') || holder.id.slice(announcement.eventId.length + 1));
  const users =
    userIds.length > 0 ? await db.getAll(...userIds.map((userId) => db.doc(`users/${userId}`))) : [];
  const writes = Promise.all(
    userIds.map((userId) => {
      const id = announcementNotificationId(announcement.announcementId, userId);
      const record = notificationRecord({
        id,
        title: announcement.title,
        message: announcement.message,
        subjectType: 'announcement',
        subjectId: announcement.announcementId,
        createdBy: announcement.createdBy,
        createdTo: userId,
        createdAt: now,
      });
      return writer.create(db.doc(`notifications/${id}`), record).then(
        () => true,
        (error: unknown) => {
          if (isAlreadyExists(error)) return false;
          throw error;
        },
      );
    }),
  );
  // BulkWriter sends a partly filled batch only when flushed.
  await writer.flush();
  const created = await writes;
  const messages: PushMessage[] = users
    .filter((user, index) => created[index] && text(user, 'notificationToken') !== '')
    .map((user) => ({
      token: text(user, 'notificationToken'),
      title: announcement.title,
      body: announcement.message,
      userId: user.id,
      announcementId: announcement.announcementId,
    }));
  const outcomes = await sender.send(messages);
  const invalid = messages.filter((_, index) => outcomes[index] === 'invalid');

  const batch = db.batch();
  for (const message of invalid) batch.update(db.doc(`users/${message.userId}`), { notificationToken: '' });
  batch.update(db.doc(`announcements/${announcement.announcementId}`), {
    pushed: FieldValue.increment(outcomes.filter((outcome) => outcome === 'sent').length),
    invalidTokens: FieldValue.increment(invalid.length),
    leaseUntil: Date.now() + LEASE_MS,
  });
  await batch.commit();
  return userIds.length;
}

/**
 * Every holder of the event, page by page in document order, so memory stays flat however many there are: how many
 * holders there are, and how many of them the announcement reaches.
 */
async function deliver(
  db: Firestore,
  sender: PushSender,
  announcement: Announcement,
  now: number,
): Promise<{ holders: number; notified: number }> {
  const writer = db.bulkWriter();
  const query = db
    .collection('ticketHolders')
    .where('eventId', '==', announcement.eventId)
    .orderBy(FieldPath.documentId())
    .limit(PAGE_SIZE);
  let holders = 0;
  let notified = 0;
  try {
    let last: QueryDocumentSnapshot | undefined;
    for (;;) {
      const page = await (last ? query.startAfter(last) : query).get();
      if (page.empty) break;
      notified += await deliverPage(db, writer, sender, announcement, page.docs, now);
      holders += page.size;
      last = page.docs[page.docs.length - 1];
      if (page.size < PAGE_SIZE) break;
    }
  } finally {
    await writer.close();
  }
  return { holders, notified };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends an announcement to every distinct ticket holder of an event: one notification record each and, where the
 * holder's app user has a notificationToken, one push through the configured sender. The id comes from the request
 * id: a retry of a finished send returns its result, a retry of an unfinished one resumes it, and a twin arriving
 * while the first still sends waits for its result. Used by the sendAnnouncement callable.
 */
export async function sendAnnouncement(
  db: Firestore,
  sender: PushSender,
  uid: string,
  data: unknown,
  clock: () => number = Date.now,
): Promise<SendAnnouncementResult> {
  const parsed = parseAnnouncementRequest(data);
  if (!parsed.ok) throw new AnnouncementRefused(refusalOf('invalid-argument', parsed.reason, parsed.params));
  const { eventId, title, message, requestId } = parsed.value;
  const announcement: Announcement = {
    announcementId: announcementIdFor(uid, requestId),
    eventId,
    createdBy: uid,
    title,
    message,
  };

  const started = clock();
  let claimed = await claim(db, uid, announcement, started);
  while ('wait' in claimed) {
    if (clock() - started > MAX_WAIT_MS) {
      throw new AnnouncementRefused(refusalOf('failed-precondition', 'announcementStillSending'));
    }
    await sleep(WAIT_POLL_MS);
    claimed = await claim(db, uid, announcement, clock());
  }
  if ('refused' in claimed) throw new AnnouncementRefused(claimed.refused);
  if ('done' in claimed) return claimed.done;

  const { send, resumed } = claimed;
  const { holders, notified } = await deliver(db, sender, send, clock());
  const ref = db.doc(`announcements/${send.announcementId}`);
  // Every holder who proved their address now has a record, whether this attempt or an earlier one wrote it.
  await ref.update({ status: 'sent', holders, notified, sentAt: clock() });
  const stored = await ref.get();
  const result = resultOf(stored);
  logs.announcementSent({
    uid,
    eventId: send.eventId,
    ...result,
    invalidTokens: count(stored, 'invalidTokens'),
    resumed,
    ms: clock() - started,
  });
  return result;
}
