import { verifyAsync } from '@noble/ed25519';
import type { TicketCode } from '@gigvenue/contracts';

function fromBase64Url(text: string): Uint8Array {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/**
 * Whether a ticket code was signed by the platform's ticket key (Ed25519, the public key from the door list), so
 * a phone without the network can still tell a forged or altered code. Any malformed input is simply "not valid".
 */
export async function verifyTicketCode(code: TicketCode, publicKey: string): Promise<boolean> {
  try {
    return await verifyAsync(
      fromBase64Url(code.signature),
      new TextEncoder().encode(code.signed),
      fromBase64Url(publicKey),
    );
  } catch {
    return false;
  }
}
