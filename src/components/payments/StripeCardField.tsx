import { useEffect, useId } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { Label } from 'reactstrap';
import { stripeFor } from './stripeLoader';

// Loaded only when a publishable key is configured and a card form shows (the Add Event wizard's Payment step, a
// paid ticket purchase), so Stripe never weighs on the first download. The card number goes from Stripe's own field to Stripe; our code only sees the PaymentMethod id.

export type CreateCardToken = () => Promise<string>;

interface StripeCardFieldProps {
  publishableKey: string;
  label: string;
  onReady: (create: CreateCardToken | null) => void;
  /**
   * 'payment' (a booking, a ticket) makes a PaymentMethod; 'payout' makes a card token in pounds, which is what a
   * payout account takes as the card its withdrawals are paid to.
   */
  purpose?: 'payment' | 'payout';
}

function CardTokenizer({
  label,
  onReady,
  purpose = 'payment',
}: Omit<StripeCardFieldProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  useEffect(() => {
    if (!stripe || !elements) return undefined;
    onReady(async () => {
      const card = elements.getElement(CardElement);
      if (!card) throw new Error('The card field is not ready.');
      if (purpose === 'payout') {
        const { token, error } = await stripe.createToken(card, { currency: 'gbp' });
        if (error || !token) throw new Error(error?.message ?? 'The card was not accepted.');
        return token.id;
      }
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (error || !paymentMethod) throw new Error(error?.message ?? 'The card was not accepted.');
      return paymentMethod.id;
    });
    return () => onReady(null);
  }, [stripe, elements, onReady, purpose]);
  return (
    <div className="mb-3">
      <Label for={id}>{label}</Label>
      <div className="form-control py-2">
        <CardElement id={id} options={{ hidePostalCode: true }} />
      </div>
    </div>
  );
}

export default function StripeCardField({ publishableKey, ...props }: StripeCardFieldProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardTokenizer {...props} />
    </Elements>
  );
}
