import type { Firestore } from 'firebase-admin/firestore';
import type { CheckedRequestOf, sendAnnouncement as contract } from '@gigvenue/contracts';
import { logs } from '../logs';
import type { PushSender } from '../push/pushSender';
import { fanOut } from './announcementFanOut';
import { announcementIdFor, type Announcement } from './announcementPlan';
import { claimSend, finishSend, renewLease, type SendAnnouncementResult } from './announcementLease';
import { pushTo } from './announcementPush';

export { AnnouncementRefused, type SendAnnouncementResult } from './announcementLease';

/**
 * Sends an announcement to every distinct ticket holder of an event: one notification record each (the fan-out) and,
 * where the holder's app user has a notificationToken, one push through the configured sender. The id comes from the
 * request id: a retry of a finished send returns its result, a retry of an unfinished one resumes it, and a twin
 * arriving while the first still sends waits for its result (the lease). Used by the sendAnnouncement callable.
 */
export async function sendAnnouncement(
  db: Firestore,
  sender: PushSender,
  uid: string,
  { eventId, title, message, requestId }: CheckedRequestOf<typeof contract>,
  clock: () => number = Date.now,
): Promise<SendAnnouncementResult> {
  const announcement: Announcement = {
    announcementId: announcementIdFor(uid, requestId),
    eventId,
    createdBy: uid,
    title,
    message,
  };

  const started = clock();
  const claimed = await claimSend(db, uid, announcement, clock);
  if ('done' in claimed) return claimed.done;

  const { send, resumed } = claimed;
  const counts = await fanOut(db, send, clock(), async (created) => {
    // A page's pushes, forgotten tokens and the renewed lease are one write.
    const batch = db.batch();
    await pushTo(db, sender, send, created, batch);
    renewLease(db, batch, send.announcementId);
    await batch.commit();
  });
  // Every holder who proved their address now has a record, whether this attempt or an earlier one wrote it.
  const { result, invalidTokens } = await finishSend(db, send.announcementId, counts, clock());
  logs.announcementSent({
    uid,
    eventId: send.eventId,
    ...result,
    invalidTokens,
    resumed,
    ms: clock() - started,
  });
  return result;
}
