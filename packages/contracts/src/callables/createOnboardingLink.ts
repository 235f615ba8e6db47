import * as z from 'zod/mini';
import { callable } from './define';
import { noPayoutInput } from './payoutCard';

/** The provider's verification pages for the caller's payout account; they send the person back to Payments. */
export const createOnboardingLink = callable(
  'createOnboardingLink',
  noPayoutInput,
  z.object({ url: z.string() }),
);
