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

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCustomer(input: CreateCustomerInput): Promise<{ customerId: string }>;
}

/** The provider chosen by PAYMENT_PROVIDER: the simulated one offline, Stripe for real money. */
export function paymentProvider(settings: Settings = loadedSettings): PaymentProvider {
  if (settings.paymentProvider === 'stripe') {
    return createStripeProvider({ secretKey: settings.stripeSecretKey, apiBase: settings.stripeApiBase });
  }
  return createSimulatedProvider();
}
