import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './errors';
import { createStripeProvider } from './stripe';

interface RecordedRequest {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Reply = (response: ServerResponse) => void;

const json = (status: number, body: unknown): Reply => (response) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

// A local stand-in for api.stripe.com: records each request and answers with the next queued reply.
let server: Server;
let apiBase: string;
const requests: RecordedRequest[] = [];
const replies: Reply[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      (replies.shift() ?? json(500, { error: { message: 'No reply queued' } }))(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  requests.length = 0;
  replies.length = 0;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

describe('stripe payment provider', () => {
  it('creates a customer with a form-encoded POST authorised by the secret key', async () => {
    replies.push(json(200, { id: 'cus_Q1w2e3', object: 'customer' }));
    const provider = createStripeProvider({ secretKey: 'sk_test_secret', apiBase });

    const result = await provider.createCustomer({ email: 'olivia+gigs@gigvenue.test', name: 'Olivia Owner', idempotencyKey: 'app-user-u1' });

    expect(result).toEqual({ customerId: 'cus_Q1w2e3' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/customers');
    expect(request.headers.authorization).toBe('Bearer sk_test_secret');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers['idempotency-key']).toBe('app-user-u1');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ email: 'olivia+gigs@gigvenue.test', name: 'Olivia Owner' });
  });

  it('tolerates a trailing slash on the API base', async () => {
    replies.push(json(200, { id: 'cus_slash' }));
    const provider = createStripeProvider({ secretKey: 'sk_test_secret', apiBase: `${apiBase}/` });
    await provider.createCustomer({ email: 'a@b.co', name: 'A' });
    expect(requests[0].url).toBe('/v1/customers');
  });

  it("throws with the message from the response's error field", async () => {
    replies.push(json(400, { error: { type: 'invalid_request_error', message: 'Invalid email address: not-an-email' } }));
    const provider = createStripeProvider({ secretKey: 'sk_test_secret', apiBase });

    const failure = provider.createCustomer({ email: 'not-an-email', name: 'A' });

    await expect(failure).rejects.toThrow('Invalid email address: not-an-email');
    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toMatchObject({ status: 400 });
  });

  it('explains a failure without an error body by its HTTP status', async () => {
    replies.push((response) => {
      response.writeHead(502);
      response.end('Bad gateway');
    });
    const provider = createStripeProvider({ secretKey: 'sk_test_secret', apiBase });
    await expect(provider.createCustomer({ email: 'a@b.co', name: 'A' })).rejects.toThrow('Payment provider request failed (HTTP 502).');
  });

  it('rejects a success response without a customer id', async () => {
    replies.push(json(200, { object: 'customer' }));
    const provider = createStripeProvider({ secretKey: 'sk_test_secret', apiBase });
    await expect(provider.createCustomer({ email: 'a@b.co', name: 'A' })).rejects.toThrow('Payment provider returned no customer id.');
  });

  it('refuses to call without a secret key', async () => {
    const provider = createStripeProvider({ secretKey: '', apiBase });
    await expect(provider.createCustomer({ email: 'a@b.co', name: 'A' })).rejects.toThrow('STRIPE_SECRET_KEY is not set.');
    expect(requests).toHaveLength(0);
  });

  it('holds a booking on the card with a PaymentIntent confirmed for manual capture, keyed for retries', async () => {
    replies.push(json(200, { id: 'pi_123', status: 'requires_capture' }));
    const provider = createStripeProvider({ secretKey: 'sk_test_secret', apiBase });

    const result = await provider.authorizePayment({ amountPence: 19550, cardToken: 'pm_card_visa', description: 'Booking for Salsa Night', idempotencyKey: 'booking-evt-1-abc' });

    expect(result).toEqual({ authorizationId: 'pi_123' });
    expect(requests[0].url).toBe('/v1/payment_intents');
    expect(requests[0].headers['idempotency-key']).toBe('booking-evt-1-abc');
    expect(Object.fromEntries(new URLSearchParams(requests[0].body))).toMatchObject({
      amount: '19550',
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      capture_method: 'manual',
      confirm: 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
  });

  it('refuses a PaymentIntent that did not end up holding the money (e.g. it needs 3-D Secure)', async () => {
    replies.push(json(200, { id: 'pi_3ds', status: 'requires_action' }));
    const provider = createStripeProvider({ secretKey: 'sk_test_secret', apiBase });
    await expect(provider.authorizePayment({ amountPence: 100, cardToken: 'pm_x', description: 'x', idempotencyKey: 'k' })).rejects.toThrow(
      'The card payment could not be authorised.',
    );
  });

  it("passes a decline on as Stripe's own message", async () => {
    replies.push(json(402, { error: { type: 'card_error', message: 'Your card was declined.' } }));
    const provider = createStripeProvider({ secretKey: 'sk_test_secret', apiBase });
    await expect(provider.authorizePayment({ amountPence: 100, cardToken: 'pm_x', description: 'x', idempotencyKey: 'k' })).rejects.toMatchObject({
      message: 'Your card was declined.',
      status: 402,
    });
  });

  it.each([
    ['captures', 'capturePayment', '/v1/payment_intents/pi_123/capture', {}],
    ['releases', 'releasePayment', '/v1/payment_intents/pi_123/cancel', {}],
    ['refunds', 'refundPayment', '/v1/refunds', { payment_intent: 'pi_123' }],
  ] as const)('%s a held payment with its own idempotency key', async (_verb, method, url, body) => {
    replies.push(json(200, { id: 'x' }));
    const provider = createStripeProvider({ secretKey: 'sk_test_secret', apiBase });
    await provider[method]({ authorizationId: 'pi_123', idempotencyKey: `${method}-evt-1` });
    expect(requests[0].url).toBe(url);
    expect(requests[0].headers['idempotency-key']).toBe(`${method}-evt-1`);
    expect(Object.fromEntries(new URLSearchParams(requests[0].body))).toEqual(body);
  });
});
