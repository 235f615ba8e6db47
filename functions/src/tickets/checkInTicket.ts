import { onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions, ticketSigningSecret, ticketSigningSeed } from '../config';
import { logs } from '../logs';
import { checkIn, CheckInRefused } from './checkIn';
import type { CheckInResult } from './checkInDecision';
import { cachedTicketKeys } from './ticketCodes';
import { refuse, refuseWith } from '../shared/refusals';

/**
 * The door's scan (or a typed ticket id, whole or the short id printed under the QR code): checks the ticket in once
 * (see checkIn). An offline scan synced later that answers 'alreadyCheckedIn' is a conflict the door screen reports;
 * the same request id again is its own success.
 */
export const checkInTicket = onCall(
  { ...callableOptions, secrets: [ticketSigningSecret] },
  async (request): Promise<CheckInResult> => {
    const uid = request.auth?.uid;
    if (!uid) throw refuse('unauthenticated', 'signInFirst');
    try {
      const { offline, eventId, ...result } = await checkIn(
        firestore(),
        cachedTicketKeys(ticketSigningSeed()),
        uid,
        request.data,
      );
      logs.ticketCheckedIn({
        uid,
        eventId,
        ticketId: result.ticket.ticketId,
        result: result.result,
        offline,
      });
      return result;
    } catch (error) {
      if (error instanceof CheckInRefused) {
        const eventId = (request.data as { eventId?: unknown } | null)?.eventId;
        logs.ticketCheckInRefused({
          uid,
          eventId: typeof eventId === 'string' ? eventId : '',
          reason: error.refusal.reason,
        });
        throw refuseWith(error.refusal);
      }
      throw error;
    }
  },
);
