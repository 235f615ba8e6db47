import { settings as loadedSettings, type PaymentProviderName, type Settings } from '../../config';
import { createSimulatedProvider } from './simulated';
import { createStripeProvider } from './stripe';

export { PaymentProviderError } from './errors';

export interface CreateCustomerInput {
  email: string;
  name: string;
  /** Same key, same customer: lets a retried call reuse the customer the first attempt created. */
  idempotencyKey?: string;
}

export interface AuthorizeInput {
  /** Whole pence, above zero. */
  amountPence: number;
  /** A card token from the browser (Stripe Elements' PaymentMethod id, or the simulated form's token). */
  cardToken: string;
  description: string;
  /** Same key, same authorisation: a retried booking never holds the card twice. */
  idempotencyKey: string;
}

export interface PaymentStep {
  authorizationId: string;
  idempotencyKey: string;
}

/**
 * Bookings hold the money first and take it only once the booking is stored: authorise, then capture after the
 * transaction commits, or release when it is refused. A deleted booking is refunded.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCustomer(input: CreateCustomerInput): Promise<{ customerId: string }>;
  authorizePayment(input: AuthorizeInput): Promise<{ authorizationId: string }>;
  capturePayment(input: PaymentStep): Promise<void>;
  releasePayment(input: PaymentStep): Promise<void>;
  refundPayment(input: PaymentStep): Promise<void>;
}

/** The provider chosen by PAYMENT_PROVIDER: the simulated one offline, Stripe for real money. */
export function paymentProvider(settings: Settings = loadedSettings): PaymentProvider {
  if (settings.paymentProvider === 'stripe') {
    return createStripeProvider({ secretKey: settings.stripeSecretKey, apiBase: settings.stripeApiBase });
  }
  return createSimulatedProvider();
}
