import { loadStripe, type Stripe } from '@stripe/stripe-js';

// One Stripe.js for the page, whoever asks first: the card field, or the bank's authentication step.
let stripePromise: Promise<Stripe | null> | null = null;

export const stripeFor = (publishableKey: string): Promise<Stripe | null> =>
  (stripePromise ??= loadStripe(publishableKey));
