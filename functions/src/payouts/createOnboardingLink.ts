import { createOnboardingLink as contract } from '@gigvenue/contracts';
import { settings } from '../config';
import { activeAccountEmail, ensurePayoutAccount, viaProvider } from './payoutAccount';
import { payoutCallable } from './payoutCall';

/** The provider's verification pages for the caller's payout account; they send the person back to Payments. */
export const createOnboardingLink = payoutCallable(contract, async ({ db, provider, uid }) => {
  const email = await activeAccountEmail(db, uid);
  const accountId = await viaProvider(() => ensurePayoutAccount(db, provider, uid, email));
  const returnUrl = `${settings.appUrl}/payments`;
  return viaProvider(() => provider.createOnboardingLink({ accountId, refreshUrl: returnUrl, returnUrl }));
});
