import { onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions } from '../config';
import { logs } from '../logs';
import { pushSender } from '../push/provider';
import { refuse, refuseWith } from '../shared/refusals';
import {
  AnnouncementRefused,
  sendAnnouncement as send,
  type SendAnnouncementResult,
} from './announcementSend';

/**
 * The announcements page's Send: a notification record and a push to every ticket holder of the caller's upcoming
 * event (see sendAnnouncement in announcementSend.ts). Thousands of holders take a while, hence the long timeout.
 */
export const sendAnnouncement = onCall(
  { ...callableOptions, timeoutSeconds: 540, memory: '512MiB' },
  async (request): Promise<SendAnnouncementResult> => {
    const uid = request.auth?.uid;
    if (!uid) throw refuse('unauthenticated', 'signInFirst');
    try {
      return await send(firestore(), pushSender(), uid, request.data);
    } catch (error) {
      if (error instanceof AnnouncementRefused) {
        logs.announcementRefused({ uid, reason: error.refusal.reason });
        throw refuseWith(error.refusal);
      }
      throw error;
    }
  },
);
