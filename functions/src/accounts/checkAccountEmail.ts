import type { CallableRequest } from 'firebase-functions/v2/https';
import { checkAccountEmail as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { emailVariants, sameEmail } from './emailAddress';
import { contractCall } from '../shared/contractCall';
import { callerAddress } from '../shared/callerAddress';
import { refuse } from '../shared/refusals';
import { emailCheckCounterExpiry, emailCheckCounterId, mayCheckAgain } from './emailCheckLimit';

/**
 * Counts this check against the caller's address and refuses it once the window's limit is reached: anyone may
 * call this signed out, so without a limit it would tell a script which of a list of addresses have accounts. The
 * count is one document per hashed address and window, raised in a transaction so checks at once count exactly.
 */
async function countCheck(request: CallableRequest): Promise<void> {
  const now = Date.now();
  const { accountEmailChecksPerWindow: limit, accountEmailCheckWindowMinutes: minutes } = settings;
  // No address is known only in the emulator (no front end): its calls share one count there.
  const address = callerAddress(request.rawRequest, settings.trustedProxyHops) ?? 'unknown';
  const counter = firestore()
    .collection('rateLimits')
    .doc(emailCheckCounterId(address, now, minutes));
  const allowed = await firestore().runTransaction(async (transaction) => {
    const count = Number((await transaction.get(counter)).get('count') ?? 0);
    if (!mayCheckAgain(count, limit)) return false;
    transaction.set(counter, { count: count + 1, expiresAt: emailCheckCounterExpiry(now, minutes) });
    return true;
  });
  if (!allowed) {
    logs.accountEmailCheckLimited({ limit, windowMinutes: minutes });
    throw refuse('resource-exhausted', 'tooManyEmailChecks');
  }
}

/**
 * Forgot-password asks whether an account uses an address before sending the reset e-mail. It runs here
 * because the rules do not let a signed-out visitor query managers.
 */
export const checkAccountEmail = contractCall(contract, { signedIn: false }, async ({ email }, request) => {
  await countCheck(request);

  const managers = firestore().collection('managers');
  const snapshots = await Promise.all(
    emailVariants(email).map((variant) =>
      managers.where('email', '==', variant).select('email').limit(1).get(),
    ),
  );
  const exists = snapshots.some((snapshot) =>
    snapshot.docs.some((doc) => sameEmail(doc.get('email'), email)),
  );
  logs.accountEmailChecked({ exists });
  return { exists };
});
