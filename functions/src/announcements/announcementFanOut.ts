import {
  FieldPath,
  type BulkWriter,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { isAlreadyExists } from '../admin';
import { announcementNotificationId, createNotification } from '../notifications/notificationRecord';
import { holderProvedAddress, type Announcement } from './announcementPlan';

// The fan-out: one notification record per ticket holder of the event who proved their address.

/** Holders read per page: Firestore's batch size. */
const PAGE_SIZE = 500;

const text = (snapshot: DocumentSnapshot, field: string) =>
  typeof snapshot.get(field) === 'string' ? (snapshot.get(field) as string) : '';

/**
 * One page of holders: a notification to each who proved their address (holderProvedAddress). create: a record
 * already there was written by an earlier attempt. Answers how many the page reaches and the app users whose record
 * this attempt created: the record is the push's marker, so a resumed send never pushes twice.
 */
async function notifyPage(
  db: Firestore,
  writer: BulkWriter,
  announcement: Announcement,
  holders: QueryDocumentSnapshot[],
  now: number,
): Promise<{ reached: number; created: string[] }> {
  const userIds = holders
    .filter((holder) => holderProvedAddress(holder.data()))
    .map((holder) => text(holder, 'userId') || holder.id.slice(announcement.eventId.length + 1));
  const writes = Promise.all(
    userIds.map((userId) => {
      const id = announcementNotificationId(announcement.announcementId, userId);
      return createNotification(writer, db, {
        id,
        title: announcement.title,
        message: announcement.message,
        subjectType: 'announcement',
        subjectId: announcement.announcementId,
        createdBy: announcement.createdBy,
        createdTo: userId,
        createdAt: now,
      }).then(
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
  return { reached: userIds.length, created: userIds.filter((_, index) => created[index]) };
}

/**
 * Every holder of the event, page by page in document order, so memory stays flat however many there are. After each
 * page's records are written, `afterPage` gets the users whose record this attempt created. Answers how many holders
 * there are, and how many of them the announcement reaches.
 */
export async function fanOut(
  db: Firestore,
  announcement: Announcement,
  now: number,
  afterPage: (created: string[]) => Promise<void>,
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
      const { reached, created } = await notifyPage(db, writer, announcement, page.docs, now);
      await afterPage(created);
      notified += reached;
      holders += page.size;
      last = page.docs[page.docs.length - 1];
      if (page.size < PAGE_SIZE) break;
    }
  } finally {
    await writer.close();
  }
  return { holders, notified };
}
