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
});
