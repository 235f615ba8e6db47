import { PaymentProviderError } from './errors';
import type { AuthorizeInput, CreateCustomerInput, PaymentProvider, PaymentStep } from './provider';

export interface StripeOptions {
  secretKey: string;
  apiBase: string;
  timeoutMs?: number;
}

interface StripeErrorBody {
  error?: { message?: unknown };
}

function errorMessage(body: unknown, status: number): string {
  const message = (body as StripeErrorBody | null)?.error?.message;
  return typeof message === 'string' && message ? message : `Payment provider request failed (HTTP ${status}).`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Stripe over its REST API with fetch. */
export function createStripeProvider({ secretKey, apiBase, timeoutMs = 15_000 }: StripeOptions): PaymentProvider {
  async function post(path: string, form: Record<string, string>, idempotencyKey?: string): Promise<unknown> {
    if (!secretKey) throw new PaymentProviderError('STRIPE_SECRET_KEY is not set.');
    const headers: Record<string, string> = {
      Authorization: `Bearer ${secretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const response = await fetch(`${apiBase.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers,
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await readJson(response);
    if (!response.ok) throw new PaymentProviderError(errorMessage(body, response.status), response.status);
    return body;
  }

  const idOf = (body: unknown): string => {
    const id = (body as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || !id) throw new PaymentProviderError('Payment provider returned no id.');
    return id;
  };

  return {
    name: 'stripe',
    // A PaymentIntent confirmed at once with manual capture holds the amount on the card (requires_capture).
    async authorizePayment({ amountPence, cardToken, description, idempotencyKey }: AuthorizeInput) {
      const body = await post(
        '/v1/payment_intents',
        {
          amount: String(amountPence),
          currency: 'gbp',
          payment_method: cardToken,
          capture_method: 'manual',
          confirm: 'true',
          description,
          'automatic_payment_methods[enabled]': 'true',
          'automatic_payment_methods[allow_redirects]': 'never',
        },
        idempotencyKey,
      );
      const status = (body as { status?: unknown } | null)?.status;
      if (status !== 'requires_capture') throw new PaymentProviderError('The card payment could not be authorised.', 402);
      return { authorizationId: idOf(body) };
    },
    async capturePayment({ authorizationId, idempotencyKey }: PaymentStep) {
      await post(`/v1/payment_intents/${encodeURIComponent(authorizationId)}/capture`, {}, idempotencyKey);
    },
    async releasePayment({ authorizationId, idempotencyKey }: PaymentStep) {
      await post(`/v1/payment_intents/${encodeURIComponent(authorizationId)}/cancel`, {}, idempotencyKey);
    },
    async refundPayment({ authorizationId, idempotencyKey }: PaymentStep) {
      await post('/v1/refunds', { payment_intent: authorizationId }, idempotencyKey);
    },
    async createCustomer({ email, name, idempotencyKey }: CreateCustomerInput) {
      const body = await post('/v1/customers', { email, name }, idempotencyKey);
      const id = (body as { id?: unknown } | null)?.id;
      if (typeof id !== 'string' || !id) throw new PaymentProviderError('Payment provider returned no customer id.');
      return { customerId: id };
    },
  };
}
