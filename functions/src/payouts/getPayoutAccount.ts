import type { PayoutAccount } from '../payments/providers/provider';
import { activeAccountEmail, storedPayoutAccountId, viaProvider } from './payoutAccount';
import { payoutCallable } from './payoutCall';

export type PayoutAccountView = Omit<PayoutAccount, 'accountId'> & { accountId: string | null };

/** The Payments page's connected cards and account state; an account that never withdrew has none yet. */
export const getPayoutAccount = payoutCallable(async ({ db, provider, uid }): Promise<PayoutAccountView> => {
  await activeAccountEmail(db, uid);
  const accountId = await storedPayoutAccountId(db, uid);
  if (!accountId)
    return { accountId: null, cards: [], capabilitiesActive: false, verificationPending: false };
  return viaProvider(() => provider.getPayoutAccount(accountId));
});
