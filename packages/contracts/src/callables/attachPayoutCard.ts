import * as z from 'zod/mini';
import { callable } from './define';
import { payoutCard } from './payoutCard';

/** Add Card: attaches a card token to the caller's payout account as where payouts go. */
export const attachPayoutCard = callable(
  'attachPayoutCard',
  z.object(
    {
      cardToken: z
        .string({ error: 'payoutInvalid' })
        .check(z.regex(/^[A-Za-z0-9_]{4,200}$/, { error: 'payoutInvalid' })),
    },
    { error: 'payoutInvalid' },
  ),
  z.object({ card: payoutCard }),
);
