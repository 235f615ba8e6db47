import type { CallableRequest } from 'firebase-functions/v2/https';
import { checkAccountEmail as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { replayProtectedCallableOptions, settings } from '../config';
import { logs } from '../logs';
import { emailVariants, sameEmail } from './emailAddress';
import { contractCall } from '../shared/contractCall';
import { callerNetwork } from '../shared/callerAddress';
import { countCall, windowCounter } from '../shared/rateLimit';
import { refuse } from '../shared/refusals';

/**
 * Counts this check against the caller's network (an IPv6 /64 counts as one address) and refuses it once the window's
 * limit is reached: anyone may call this signed out, so without a limit it would tell a script which of a list of
 * addresses have accounts.
 */
async function countCheck(request: CallableRequest): Promise<void> {
  const { accountEmailChecksPerWindow: limit, accountEmailCheckWindowMinutes: minutes } = settings;
  // No address is known only in the emulator (no front end): its calls share one count there.
  const address = callerNetwork(request.rawRequest, settings.trustedProxyHops) ?? 'unknown';
  const counter = windowCounter('accountEmail', address, Date.now(), minutes * 60 * 1000);
  if (!(await countCall(firestore(), counter, limit))) {
    logs.accountEmailCheckLimited({ limit, windowMinutes: minutes });
    throw refuse('resource-exhausted', 'tooManyEmailChecks');
  }
}

/**
 * Forgot-password asks whether an account uses an address before sending the reset e-mail. It runs here
 * because the rules do not let a signed-out visitor query managers. With App Check on, each token answers one check.
 */
export const checkAccountEmail = contractCall(
  contract,
  { signedIn: false, options: replayProtectedCallableOptions },
  async ({ email }, request) => {
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
  },
);
