import * as z from 'zod/mini';
import { callable } from './define';

/**
 * Simulated provider only: the spec's card form (POST /tokens/create_card) made into a card token. With Stripe,
 * Stripe Elements tokenises in the browser and card numbers never reach the functions.
 */
export const createCardToken = callable(
  'createCardToken',
  z.object(
    {
      cardNumber: z.string({ error: 'payoutInvalid' }).check(z.maxLength(40, { error: 'payoutInvalid' })),
      expiryMonth: z.int({ error: 'payoutInvalid' }),
      expiryYear: z.int({ error: 'payoutInvalid' }),
      cvc: z.string({ error: 'payoutInvalid' }).check(z.maxLength(8, { error: 'payoutInvalid' })),
    },
    { error: 'payoutInvalid' },
  ),
  z.object({ tokenId: z.string() }),
);
