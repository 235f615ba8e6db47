import * as z from 'zod/mini';
import { callable } from './define';
import { noPayoutInput, payoutCard } from './payoutCard';

/** The Payments page's connected cards and account state; an account that never withdrew has none yet. */
export const getPayoutAccount = callable(
  'getPayoutAccount',
  noPayoutInput,
  z.object({
    accountId: z.nullable(z.string()),
    cards: z.array(payoutCard),
    /** The provider's card payments and transfers are both active: money may be sent to the account. */
    capabilitiesActive: z.boolean(),
    /** Documents were sent and the provider is still checking them. */
    verificationPending: z.boolean(),
  }),
);
