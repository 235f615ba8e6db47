import { checkInTicket as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { callableOptions, ticketSigningSecret, ticketSigningSeed } from '../config';
import { logs } from '../logs';
import { contractCall } from '../shared/contractCall';
import { refuseWith } from '../shared/refusals';
import { checkIn, CheckInRefused } from './checkIn';
import { cachedTicketKeys } from './ticketCodes';

/**
 * The door's scan (or a typed ticket id, whole or the short id printed under the QR code): checks the ticket in once
 * (see checkIn). An offline scan synced later that answers 'alreadyCheckedIn' is a conflict the door screen reports;
 * the same request id again is its own success.
 */
export const checkInTicket = contractCall(
  contract,
  { signedIn: true, options: { ...callableOptions, secrets: [ticketSigningSecret] } },
  async (input, request) => {
    // Signed in: the contract call refused anyone else.
    const uid = request.auth?.uid as string;
    try {
      const { offline, eventId, ...result } = await checkIn(
        firestore(),
        cachedTicketKeys(ticketSigningSeed()),
        uid,
        input,
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
        logs.ticketCheckInRefused({ uid, eventId: input.eventId, reason: error.refusal.reason });
        throw refuseWith(error.refusal);
      }
      throw error;
    }
  },
);
