import { SHORT_TICKET_ID_LENGTH } from '@gigvenue/contracts';
import { refusal, type Refusal } from '../shared/refusals';

// A ticket id typed at the door (the code under the QR is damaged): the whole id, or the short id printed large
// under the code, its first characters. The server resolves the short one within the event, so a ticket bought
// after the door phone fetched its list is found all the same.

/** Enough to tell one match from several. */
export const PREFIX_MATCH_LIMIT = 2;

const HEX = /^[0-9a-f]+$/i;

/**
 * The prefixes to look a typed short id up by: as typed, and in upper case when it is hex, the way sold tickets'
 * ids are made (a digest in upper-case hex); seeded and imported ids keep their own case. None when too short.
 */
export function typedIdPrefixes(typed: string): string[] {
  if (typed.length < SHORT_TICKET_ID_LENGTH) return [];
  const upper = typed.toUpperCase();
  return HEX.test(typed) && upper !== typed ? [typed, upper] : [typed];
}

/** The one ticket the prefix lookups found, or why none is taken: nothing matched, or several did. */
export function singleMatch<T extends { id: string }>(
  found: readonly T[],
): { match: T } | { refused: Refusal } {
  const distinct = new Map(found.map((ticket) => [ticket.id, ticket]));
  const [first] = distinct.values();
  if (distinct.size === 1) return { match: first };
  if (distinct.size === 0) return { refused: refusal('not-found', 'ticketNotFound') };
  return { refused: refusal('failed-precondition', 'ticketIdAmbiguous') };
}
