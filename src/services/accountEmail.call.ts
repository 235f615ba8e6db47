import { checkAccountEmail } from '@gigvenue/contracts/callables';
import { callContract } from './callContract';

/** Asks the checkAccountEmail callable; loaded on demand by accountEmail.service. */
export async function isRegistered(email: string): Promise<boolean> {
  const { exists } = await callContract(checkAccountEmail, { email }, { limitedUseAppCheckTokens: true });
  return exists;
}
