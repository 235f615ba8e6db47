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

const json =
  (status: number, body: unknown): Reply =>
  (response) => {
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
      requests.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
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

/** No automatic retries unless a test asks: a queued error reply is the answer. */
const stripeAt = (base: string) =>
  createStripeProvider({ secretKey: 'sk_test_secret', apiBase: base, maxNetworkRetries: 0 });
const form = (request: RecordedRequest) => Object.fromEntries(new URLSearchParams(request.body));

describe('stripe payment provider', () => {
  it('creates a customer with a form-encoded POST authorised by the secret key', async () => {
    replies.push(json(200, { id: 'cus_Q1w2e3', object: 'customer' }));
    const provider = stripeAt(apiBase);

    const result = await provider.createCustomer({
      email: 'olivia+gigs@gigvenue.test',
      name: 'Olivia Owner',
      idempotencyKey: 'app-user-u1',
    });

    expect(result).toEqual({ customerId: 'cus_Q1w2e3' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/customers');
    expect(request.headers.authorization).toBe('Bearer sk_test_secret');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers['idempotency-key']).toBe('app-user-u1');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      email: 'olivia+gigs@gigvenue.test',
      name: 'Olivia Owner',
    });
  });

  it('tolerates a trailing slash on the API base', async () => {
    replies.push(json(200, { id: 'cus_slash' }));
    const provider = stripeAt(`${apiBase}/`);
    await provider.createCustomer({ email: 'a@b.co', name: 'A' });
    expect(requests[0].url).toBe('/v1/customers');
  });

  it('retries a failed answer under the same idempotency key, so the retry cannot create twice', async () => {
    replies.push(
      json(500, { error: { type: 'api_error', message: 'Something went wrong' } }),
      json(200, { id: 'cus_retried' }),
    );
    const provider = createStripeProvider({ secretKey: 'sk_test_secret', apiBase, maxNetworkRetries: 1 });
    expect(
      await provider.createCustomer({ email: 'a@b.co', name: 'A', idempotencyKey: 'app-user-u2' }),
    ).toEqual({ customerId: 'cus_retried' });
    expect(requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'app-user-u2',
      'app-user-u2',
    ]);
  });

  it("throws with the message from the response's error field", async () => {
    replies.push(
      json(400, { error: { type: 'invalid_request_error', message: 'Invalid email address: not-an-email' } }),
    );
    const provider = stripeAt(apiBase);

    const failure = provider.createCustomer({ email: 'not-an-email', name: 'A' });

    await expect(failure).rejects.toThrow('Invalid email address: not-an-email');
    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toMatchObject({ status: 400 });
  });

  it('explains a failure without a readable answer, such as a proxy error page', async () => {
    replies.push((response) => {
      response.writeHead(502);
      response.end('Bad gateway');
    });
    const provider = stripeAt(apiBase);
    await expect(provider.createCustomer({ email: 'a@b.co', name: 'A' })).rejects.toThrow(
      'The payment provider could not be reached. Please try again.',
    );
  });

  it('rejects a success response without a customer id', async () => {
    replies.push(json(200, { object: 'customer' }));
    const provider = stripeAt(apiBase);
    await expect(provider.createCustomer({ email: 'a@b.co', name: 'A' })).rejects.toThrow(
      'Payment provider returned no customer id.',
    );
  });

  it('refuses to call without a secret key', async () => {
    const provider = createStripeProvider({ secretKey: '', apiBase, maxNetworkRetries: 0 });
    await expect(provider.createCustomer({ email: 'a@b.co', name: 'A' })).rejects.toThrow(
      'STRIPE_SECRET_KEY is not set.',
    );
    expect(requests).toHaveLength(0);
  });

  it('holds a booking on the card with a PaymentIntent confirmed for manual capture, keyed for retries', async () => {
    replies.push(json(200, { id: 'pi_123', status: 'requires_capture' }));
    const provider = stripeAt(apiBase);

    const result = await provider.authorizePayment({
      amountPence: 19550,
      cardToken: 'pm_card_visa',
      description: 'Booking for Salsa Night',
      idempotencyKey: 'booking-evt-1-abc',
    });

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

  it("answers the client secret when the card's bank asks for authentication (3-D Secure)", async () => {
    replies.push(json(200, { id: 'pi_3ds', status: 'requires_action', client_secret: 'pi_3ds_secret_x' }));
    const provider = stripeAt(apiBase);
    await expect(
      provider.authorizePayment({
        amountPence: 100,
        cardToken: 'pm_x',
        description: 'x',
        idempotencyKey: 'k',
      }),
    ).resolves.toEqual({ authorizationId: 'pi_3ds', authentication: { clientSecret: 'pi_3ds_secret_x' } });
  });

  it('reads the PaymentIntent again after the bank step: held, still waiting, or lost', async () => {
    const provider = stripeAt(apiBase);
    for (const [status, state] of [
      ['requires_capture', 'authorized'],
      ['requires_action', 'requires_action'],
      ['requires_payment_method', 'failed'],
      ['canceled', 'failed'],
    ]) {
      replies.push(json(200, { id: 'pi_3ds', status }));
      await expect(provider.authorizationState('pi_3ds')).resolves.toBe(state);
    }
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain(
      'GET /v1/payment_intents/pi_3ds',
    );
  });

  it('refuses a PaymentIntent that neither holds the money nor waits for the bank', async () => {
    replies.push(json(200, { id: 'pi_x', status: 'requires_payment_method' }));
    const provider = stripeAt(apiBase);
    await expect(
      provider.authorizePayment({
        amountPence: 100,
        cardToken: 'pm_x',
        description: 'x',
        idempotencyKey: 'k',
      }),
    ).rejects.toThrow('The card payment could not be authorised.');
  });

  it("passes a decline on as Stripe's own message", async () => {
    replies.push(json(402, { error: { type: 'card_error', message: 'Your card was declined.' } }));
    const provider = stripeAt(apiBase);
    await expect(
      provider.authorizePayment({
        amountPence: 100,
        cardToken: 'pm_x',
        description: 'x',
        idempotencyKey: 'k',
      }),
    ).rejects.toMatchObject({
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
    const provider = stripeAt(apiBase);
    await provider[method]({ authorizationId: 'pi_123', idempotencyKey: `${method}-evt-1` });
    expect(requests[0].url).toBe(url);
    expect(requests[0].headers['idempotency-key']).toBe(`${method}-evt-1`);
    expect(Object.fromEntries(new URLSearchParams(requests[0].body))).toEqual(body);
  });
});

describe('stripe payouts (Connect)', () => {
  const card = { id: 'card_1', object: 'card', brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2031 };

  it('creates a custom GB account for the e-mail with both capabilities, keyed by the account', async () => {
    replies.push(json(200, { id: 'acct_123', object: 'account' }));
    expect(
      await stripeAt(apiBase).createPayoutAccount({
        email: 'manager@gigvenue.test',
        idempotencyKey: 'payout-account-u1',
      }),
    ).toEqual({ accountId: 'acct_123' });
    expect(requests[0].url).toBe('/v1/accounts');
    expect(requests[0].headers['idempotency-key']).toBe('payout-account-u1');
    expect(form(requests[0])).toMatchObject({
      type: 'custom',
      country: 'GB',
      email: 'manager@gigvenue.test',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
    });
  });

  it.each([
    ['active', { card_payments: 'active', transfers: 'active' }, [], true, false],
    [
      'pending verification',
      { card_payments: 'inactive', transfers: 'inactive' },
      ['individual.verification.document'],
      false,
      true,
    ],
    ['inactive', { card_payments: 'inactive', transfers: 'active' }, [], false, false],
  ])(
    'reads an %s account: its cards, capabilities and verification',
    async (_state, capabilities, pending, active, verifying) => {
      replies.push(
        json(200, {
          id: 'acct_123',
          object: 'account',
          capabilities,
          requirements: { pending_verification: pending },
          external_accounts: {
            object: 'list',
            data: [card, { id: 'ba_1', object: 'bank_account', last4: '6789' }],
          },
        }),
      );
      expect(await stripeAt(apiBase).getPayoutAccount('acct_123')).toEqual({
        accountId: 'acct_123',
        cards: [{ id: 'card_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 }],
        capabilitiesActive: active,
        verificationPending: verifying,
      });
      expect(requests[0]).toMatchObject({ method: 'GET', url: '/v1/accounts/acct_123' });
    },
  );

  it('attaches a card token as the default for pounds, keyed', async () => {
    replies.push(json(200, card));
    expect(
      await stripeAt(apiBase).attachCard({
        accountId: 'acct_123',
        cardToken: 'tok_visa_debit',
        idempotencyKey: 'card-u1-abc',
      }),
    ).toMatchObject({ id: 'card_1', last4: '4242' });
    expect(requests[0].url).toBe('/v1/accounts/acct_123/external_accounts');
    expect(requests[0].headers['idempotency-key']).toBe('card-u1-abc');
    expect(form(requests[0])).toEqual({ external_account: 'tok_visa_debit', default_for_currency: 'true' });
  });

  it('never takes raw card details: Stripe Elements tokenises in the browser', async () => {
    await expect(
      stripeAt(apiBase).createCardToken({
        cardNumber: '4242424242424242',
        expMonth: 1,
        expYear: 2031,
        cvc: '123',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect(requests).toHaveLength(0);
  });

  it('transfers from the platform, then pays out on the connected account, each keyed by the withdrawal', async () => {
    replies.push(json(200, { id: 'tr_1', object: 'transfer' }), json(200, { id: 'po_1', object: 'payout' }));
    const provider = stripeAt(apiBase);
    const movement = { accountId: 'acct_123', amountPence: 12_345, description: 'Withdrawal wd-1' };
    expect(await provider.transfer({ ...movement, idempotencyKey: 'transfer-wd-1' })).toEqual({
      transferId: 'tr_1',
    });
    expect(await provider.payout({ ...movement, idempotencyKey: 'payout-wd-1' })).toEqual({
      payoutId: 'po_1',
    });
    const [transfer, payout] = requests;
    expect(transfer.url).toBe('/v1/transfers');
    expect(transfer.headers['idempotency-key']).toBe('transfer-wd-1');
    expect(transfer.headers['stripe-account']).toBeUndefined();
    expect(form(transfer)).toMatchObject({ amount: '12345', currency: 'gbp', destination: 'acct_123' });
    expect(payout.url).toBe('/v1/payouts');
    expect(payout.headers['idempotency-key']).toBe('payout-wd-1');
    expect(payout.headers['stripe-account']).toBe('acct_123');
    expect(form(payout)).toMatchObject({ amount: '12345', currency: 'gbp' });
  });

  it("reverses a transfer whose payout failed, on the platform's side, keyed by the withdrawal", async () => {
    replies.push(json(200, { id: 'trr_1', object: 'transfer_reversal', amount: 12_345 }));
    const provider = stripeAt(apiBase);
    expect(
      await provider.reverseTransfer({
        transferId: 'tr_1',
        amountPence: 12_345,
        idempotencyKey: 'reverse-wd-1',
      }),
    ).toEqual({ reversalId: 'trr_1' });
    const [reversal] = requests;
    expect(reversal.url).toBe('/v1/transfers/tr_1/reversals');
    expect(reversal.headers['idempotency-key']).toBe('reverse-wd-1');
    expect(reversal.headers['stripe-account']).toBeUndefined();
    expect(form(reversal)).toMatchObject({ amount: '12345' });
  });

  it('marks a transfer with its idempotency key, and finds it by that key later', async () => {
    replies.push(
      json(200, { id: 'tr_9', object: 'transfer' }),
      json(200, {
        object: 'list',
        data: [
          { id: 'tr_other', object: 'transfer', metadata: { idempotencyKey: 'transfer-wd-90' } },
          { id: 'tr_9', object: 'transfer', metadata: { idempotencyKey: 'transfer-wd-9' } },
        ],
        has_more: false,
      }),
      json(200, { object: 'list', data: [], has_more: false }),
    );
    const provider = stripeAt(apiBase);
    await provider.transfer({
      accountId: 'acct_123',
      amountPence: 500,
      description: 'Withdrawal wd-9',
      idempotencyKey: 'transfer-wd-9',
    });
    expect(form(requests[0])).toMatchObject({
      transfer_group: 'transfer-wd-9',
      'metadata[idempotencyKey]': 'transfer-wd-9',
    });

    expect(await provider.findTransfer({ accountId: 'acct_123', idempotencyKey: 'transfer-wd-9' })).toEqual({
      transferId: 'tr_9',
    });
    const lookup = new URL(requests[1].url ?? '', apiBase);
    expect(requests[1].method).toBe('GET');
    expect(lookup.pathname).toBe('/v1/transfers');
    expect(Object.fromEntries(lookup.searchParams)).toMatchObject({
      destination: 'acct_123',
      transfer_group: 'transfer-wd-9',
    });
    expect(
      await provider.findTransfer({ accountId: 'acct_123', idempotencyKey: 'transfer-wd-8' }),
    ).toBeNull();
  });

  it.each([
    [
      'a 409 for a request still in progress',
      json(409, {
        error: {
          type: 'idempotency_error',
          message: 'There is currently another in-progress request using this Idempotent Key.',
        },
      }),
    ],
    [
      'an idempotency error answered with 400',
      json(400, {
        error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used once.' },
      }),
    ],
    ['a 500', json(500, { error: { type: 'api_error', message: 'Something went wrong' } })],
    ['a dropped connection', (response: ServerResponse) => void response.socket?.destroy()],
  ])('calls the outcome of %s unknown, never a decline', async (_case, reply) => {
    replies.push(reply);
    await expect(
      stripeAt(apiBase).transfer({
        accountId: 'acct_123',
        amountPence: 100,
        description: 'x',
        idempotencyKey: 'transfer-wd-3',
      }),
    ).rejects.toMatchObject({ name: 'PaymentProviderError', outcome: 'unknown' });
  });

  it("refuses a transfer with Stripe's own words", async () => {
    replies.push(
      json(400, {
        error: { type: 'invalid_request_error', message: 'Insufficient funds in Stripe account.' },
      }),
    );
    await expect(
      stripeAt(apiBase).transfer({
        accountId: 'acct_123',
        amountPence: 100,
        description: 'x',
        idempotencyKey: 'transfer-wd-2',
      }),
    ).rejects.toMatchObject({
      message: 'Insufficient funds in Stripe account.',
      status: 400,
      outcome: 'declined',
    });
  });

  it('makes an onboarding link that returns to the Payments page', async () => {
    replies.push(
      json(200, { object: 'account_link', url: 'https://connect.stripe.com/setup/c/acct_123/abc' }),
    );
    expect(
      await stripeAt(apiBase).createOnboardingLink({
        accountId: 'acct_123',
        refreshUrl: 'https://app.test/payments',
        returnUrl: 'https://app.test/payments',
      }),
    ).toEqual({
      url: 'https://connect.stripe.com/setup/c/acct_123/abc',
    });
    expect(form(requests[0])).toEqual({
      account: 'acct_123',
      refresh_url: 'https://app.test/payments',
      return_url: 'https://app.test/payments',
      type: 'account_onboarding',
    });
  });
});
