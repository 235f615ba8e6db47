import { loadDemoTicketKey } from '../../scripts/lib/ticketKey.mjs';

/**
 * The demo ticket key the emulators' functions sign with (functions/.secret.local), put into process.env for tests
 * that run functions code themselves: signing a code as a buyer's ticket page shows it, or forging one.
 */
export function demoTicketKey(): string {
  const key = loadDemoTicketKey();
  if (!key) throw new Error('No demo ticket key: the emulator tests run on a demo- project.');
  return key;
}
