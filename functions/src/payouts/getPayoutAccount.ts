import { getPayoutAccount as contract } from '@gigvenue/contracts';
import { activeAccountEmail, storedPayoutAccountId, viaProvider } from './payoutAccount';
import { payoutCallable } from './payoutCall';

/** The Payments page's connected cards and account state; an account that never withdrew has none yet. */
export const getPayoutAccount = payoutCallable(contract, async ({ db, provider, uid }) => {
  await activeAccountEmail(db, uid);
  const accountId = await storedPayoutAccountId(db, uid);
  if (!accountId)
    return { accountId: null, cards: [], capabilitiesActive: false, verificationPending: false };
  return viaProvider(() => provider.getPayoutAccount(accountId));
});
