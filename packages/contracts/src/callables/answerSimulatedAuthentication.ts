import * as z from 'zod/mini';
import { callable } from './define';

/**
 * The simulated bank's page (emulators only): completes or fails the authentication a simulated card payment waits
 * for, as the payer's bank does with Stripe. The browser then sends its purchase or booking again.
 */
export const answerSimulatedAuthentication = callable(
  'answerSimulatedAuthentication',
  z.object(
    {
      clientSecret: z.string({ error: 'request' }).check(z.maxLength(100, { error: 'request' })),
      outcome: z.enum(['complete', 'fail'], { error: 'request' }),
    },
    { error: 'request' },
  ),
  z.object({ answered: z.boolean() }),
);
