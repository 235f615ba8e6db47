// What the ticket callables, the door phone and the shop agree on beyond one callable's schema: the ids they take,
// the signed ticket code's format and the sizes a purchase may have.

/**
 * An id the ticket callables take (event, purchase, ticket, request): a document id without dots or slashes, so it
 * names one document and a ticket code splits unambiguously.
 */
export const PLAIN_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * A ticket's QR text is `GV1.{ticketId}.{eventId}.{signature}`: an Ed25519 signature, in base64url without padding,
 * over the UTF-8 bytes of `GV1.{ticketId}.{eventId}`. The functions sign it; a door phone verifies it offline.
 */
export const TICKET_CODE_VERSION = 'GV1';
/** base64url of a 64-byte Ed25519 signature, without padding. */
export const TICKET_SIGNATURE = /^[A-Za-z0-9_-]{86}$/;
/** Longer than any code the functions sign; a longer scan is not a ticket code. */
export const MAX_TICKET_CODE_LENGTH = 400;

/** A ticket's QR text `GV1.{ticketId}.{eventId}.{signature}`, taken apart. */
export interface TicketCode {
  ticketId: string;
  eventId: string;
  /** base64url of the signature. */
  signature: string;
  /** The signed text: `GV1.{ticketId}.{eventId}`. */
  signed: string;
}

/** The text a ticket code's signature is over (its UTF-8 bytes): `GV1.{ticketId}.{eventId}`. */
export const signedTicketText = (ticketId: string, eventId: string): string =>
  `${TICKET_CODE_VERSION}.${ticketId}.${eventId}`;

/**
 * The parts of a scanned text in the code format, or null; says nothing about whether the signature holds (the
 * functions verify it with the private key's pair, a door phone offline with the public key it was sent).
 */
export function parseTicketCode(text: unknown): TicketCode | null {
  if (typeof text !== 'string' || text.length > MAX_TICKET_CODE_LENGTH) return null;
  const parts = text.trim().split('.');
  if (parts.length !== 4) return null;
  const [version, ticketId, eventId, signature] = parts;
  if (
    version !== TICKET_CODE_VERSION ||
    !PLAIN_ID.test(ticketId) ||
    !PLAIN_ID.test(eventId) ||
    !TICKET_SIGNATURE.test(signature)
  )
    return null;
  return { ticketId, eventId, signature, signed: signedTicketText(ticketId, eventId) };
}

/** The part of a ticket id printed large under its QR code, which door staff may type and the tickets table shows. */
export const SHORT_TICKET_ID_LENGTH = 7;

/** One purchase takes at most this many tickets. */
export const MAX_TICKETS_PER_PURCHASE = 10;
/** Longest buyer name a purchase takes. */
export const MAX_BUYER_NAME = 100;
