import * as z from 'zod/mini';
import { callable } from './define';

/**
 * Transfer to Bank Account: the whole stored balance (never an amount from the app). The request id is the same for
 * every try of one withdrawal, so a retry finds it instead of moving the money twice. Without a card the page opens
 * Add Card; while the provider checks documents it says so; otherwise it follows the provider's onboarding link.
 */
export const withdrawBalance = callable(
  'withdrawBalance',
  z.object(
    {
      requestId: z
        .string({ error: 'payoutInvalid' })
        .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'payoutInvalid' })),
    },
    { error: 'payoutInvalid' },
  ),
  z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('paid'), withdrawalId: z.string(), amountPence: z.int() }),
    z.object({ outcome: z.literal('needsCard') }),
    z.object({ outcome: z.literal('verificationPending') }),
    z.object({ outcome: z.literal('onboarding'), url: z.string() }),
  ]),
);
