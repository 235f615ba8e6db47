import * as z from 'zod/mini';

// What the payout callables answer about the caller's payout account; the card fields are the spec's Payment API's.

/** A debit card attached to the payout account (spec: Bank card). */
export const payoutCard = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.int(),
  exp_year: z.int(),
});

/** A payout callable that takes nothing: the functions find the caller's account themselves. */
export const noPayoutInput = z.object({}, { error: 'payoutInvalid' });
