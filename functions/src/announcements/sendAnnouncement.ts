import { sendAnnouncement as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { callableOptions } from '../config';
import { logs } from '../logs';
import { pushSender } from '../push/provider';
import { contractCall } from '../shared/contractCall';
import { refuseWith } from '../shared/refusals';
import { AnnouncementRefused, sendAnnouncement as send } from './announcementSend';

/**
 * The announcements page's Send: a notification record and a push to every ticket holder of the caller's upcoming
 * event (see sendAnnouncement in announcementSend.ts). Thousands of holders take a while, hence the long timeout.
 */
export const sendAnnouncement = contractCall(
  contract,
  { signedIn: true, options: { ...callableOptions, timeoutSeconds: 540, memory: '512MiB' } },
  async (input, request) => {
    const uid = request.auth?.uid ?? ''; // contractCall lets in signed-in callers only
    try {
      return await send(firestore(), pushSender(), uid, input);
    } catch (error) {
      if (error instanceof AnnouncementRefused) {
        logs.announcementRefused({ uid, reason: error.refusal.reason });
        throw refuseWith(error.refusal);
      }
      throw error;
    }
  },
);
