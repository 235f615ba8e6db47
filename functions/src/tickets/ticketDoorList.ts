import { ticketDoorList as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { callableOptions, ticketSigningSecret, ticketSigningSeed } from '../config';
import { logs } from '../logs';
import { contractCall } from '../shared/contractCall';
import { refuse } from '../shared/refusals';
import { readEventStaff } from './eventStaff';
import { cachedTicketKeys } from './ticketCodes';

/**
 * What a door phone keeps for scanning without the network: the public key that verifies ticket codes and every
 * ticket of the event with its check-in state. Staff only (the event's creator, its venue's owner, its managers).
 */
export const ticketDoorList = contractCall(
  contract,
  { signedIn: true, options: { ...callableOptions, secrets: [ticketSigningSecret] } },
  async ({ eventId }, request) => {
    // Signed in: the contract call refused anyone else.
    const uid = request.auth?.uid as string;
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
      .select('userName', 'ticketType', 'isCheckedIn', 'isPaid', 'disputed')
      .get();
    const tickets = snapshot.docs.map((ticket) => ({
      ticketId: ticket.id,
      userName: String(ticket.get('userName') ?? ''),
      ticketType: String(ticket.get('ticketType') ?? ''),
      isCheckedIn: ticket.get('isCheckedIn') === true,
      ...(ticket.get('isPaid') === false ? { unpaid: true as const } : {}),
      ...(ticket.get('disputed') === true ? { disputed: true as const } : {}),
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
