import { ticketDoorList as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { callableOptions, ticketSigningSecret, ticketSigningSeed } from '../config';
import { logs } from '../logs';
import { contractCall } from '../shared/contractCall';
import { refuseWith } from '../shared/refusals';
import { readDoorList } from './doorList';
import { cachedTicketKeys } from './ticketCodes';

/**
 * What a door phone keeps for scanning without the network: the public key that verifies ticket codes and the
 * event's tickets with their check-in state, whole on the first call and then only what changed since the phone's
 * last list (see readDoorList). Staff only (the event's creator, its venue's owner, its managers).
 */
export const ticketDoorList = contractCall(
  contract,
  { signedIn: true, options: { ...callableOptions, secrets: [ticketSigningSecret] } },
  async ({ eventId, changedSince }, request) => {
    // Signed in: the contract call refused anyone else.
    const uid = request.auth?.uid as string;
    const read = await readDoorList(firestore(), uid, eventId, changedSince);
    if ('refused' in read) {
      if (read.refused.reason === 'notDoorStaff')
        logs.ticketCheckInRefused({ uid, eventId, reason: 'not-staff' });
      throw refuseWith(read.refused);
    }
    const { list } = read;
    logs.ticketDoorListRead({ uid, eventId, tickets: list.tickets.length, complete: list.complete });
    return { ...list, publicKey: cachedTicketKeys(ticketSigningSeed()).publicKeyText };
  },
);
