import { onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions, ticketSigningSecret, ticketSigningSeed } from '../config';
import { logs } from '../logs';
import { readEventStaff } from './eventStaff';
import { refuse } from '../shared/refusals';
import { cachedTicketKeys, CODE_ID } from './ticketCodes';

export interface DoorList {
  eventId: string;
  publicKey: string;
  seats: number;
  sold: number;
  checkedIn: number;
  /** The event was cancelled: the phone refuses every ticket, even offline. */
  cancelled: boolean;
  /** unpaid: the card payment lapsed uncaptured, so the phone refuses the ticket offline as the server would. */
  tickets: { ticketId: string; userName: string; ticketType: string; isCheckedIn: boolean; unpaid?: true }[];
}

/**
 * What a door phone keeps for scanning without the network: the public key that verifies ticket codes and every
 * ticket of the event with its check-in state. Staff only (the event's creator, its venue's owner, its managers).
 */
export const ticketDoorList = onCall(
  { ...callableOptions, secrets: [ticketSigningSecret] },
  async (request): Promise<DoorList> => {
    const uid = request.auth?.uid;
    if (!uid) throw refuse('unauthenticated', 'signInFirst');
    const eventId = (request.data as { eventId?: unknown } | null)?.eventId;
    if (typeof eventId !== 'string' || !CODE_ID.test(eventId)) throw refuse('not-found', 'noEventDetails');
    const db = firestore();
    const staff = await readEventStaff(db, db, uid, eventId);
    if (!staff.event.exists) throw refuse('not-found', 'noEventDetails');
    if (!staff.isStaff) {
      logs.ticketCheckInRefused({ uid, eventId, reason: 'not-staff' });
      throw refuse('permission-denied', 'notDoorStaff');
    }
    const snapshot = await db
      .collection('tickets')
      .where('eventId', '==', eventId)
      .select('userName', 'ticketType', 'isCheckedIn', 'isPaid')
      .get();
    const tickets = snapshot.docs.map((ticket) => ({
      ticketId: ticket.id,
      userName: String(ticket.get('userName') ?? ''),
      ticketType: String(ticket.get('ticketType') ?? ''),
      isCheckedIn: ticket.get('isCheckedIn') === true,
      ...(ticket.get('isPaid') === false ? { unpaid: true as const } : {}),
    }));
    logs.ticketDoorListRead({ uid, eventId, tickets: tickets.length });
    return {
      eventId,
      publicKey: cachedTicketKeys(ticketSigningSeed()).publicKeyText,
      seats: staff.seats,
      sold: tickets.length,
      checkedIn: tickets.filter((ticket) => ticket.isCheckedIn).length,
      cancelled: staff.event.get('status') === 'cancelled',
      tickets,
    };
  },
);
