import { describe, expect, it } from 'vitest';
import { readSettings, ticketSigningSeed } from './config';

describe('readSettings', () => {
  it('falls back to the offline defaults', () => {
    expect(readSettings({})).toEqual({
      region: 'europe-west2',
      paymentProvider: 'simulated',
      stripeApiBase: 'https://api.stripe.com',
      mailFrom: '',
      appName: 'GigVenue',
      appUrl: 'http://localhost:5173',
      pushSender: 'outbox',
      fcmApiBase: 'https://fcm.googleapis.com',
      enforceAppCheck: false,
      accountEmailChecksPerWindow: 10,
      accountEmailCheckWindowMinutes: 15,
      trustedProxyHops: 1,
      salePurchasesPerAddressPerMinute: 10,
      salePurchasesPerAddressPerEvent: 20,
      freeTicketsPerEmailPerEvent: 10,
      emulated: false,
      uploadQuotaFiles: 300,
      uploadQuotaMegabytes: 300,
      authorizationLifetimeDays: 7,
      ticketClearanceHours: 48,
    });
  });

  it('reads every setting and drops trailing slashes from base URLs', () => {
    const settings = readSettings({
      REGION: 'us-central1',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_API_BASE: 'http://127.0.0.1:12111/',
      MAIL_FROM: 'GigVenue <no-reply@gigvenue.test>',
      APP_NAME: 'Gigs',
      APP_URL: 'https://gigvenue.example/',
      PUSH_SENDER: 'fcm',
      FCM_API_BASE: 'http://127.0.0.1:9876/',
      ENFORCE_APP_CHECK: 'true',
      ACCOUNT_EMAIL_CHECKS_PER_WINDOW: '5',
      ACCOUNT_EMAIL_CHECK_WINDOW_MINUTES: '60',
      TRUSTED_PROXY_HOPS: '2',
      SALE_PURCHASES_PER_ADDRESS_PER_MINUTE: '30',
      SALE_PURCHASES_PER_ADDRESS_PER_EVENT: '50',
      FREE_TICKETS_PER_EMAIL_PER_EVENT: '4',
      FUNCTIONS_EMULATOR: 'true',
      UPLOAD_QUOTA_FILES: '50',
      UPLOAD_QUOTA_MB: '20',
      AUTHORIZATION_LIFETIME_DAYS: '6',
      TICKET_CLEARANCE_HOURS: '72',
    });
    expect(settings).toEqual({
      region: 'us-central1',
      paymentProvider: 'stripe',
      stripeApiBase: 'http://127.0.0.1:12111',
      mailFrom: 'GigVenue <no-reply@gigvenue.test>',
      appName: 'Gigs',
      appUrl: 'https://gigvenue.example',
      pushSender: 'fcm',
      fcmApiBase: 'http://127.0.0.1:9876',
      enforceAppCheck: true,
      accountEmailChecksPerWindow: 5,
      accountEmailCheckWindowMinutes: 60,
      trustedProxyHops: 2,
      salePurchasesPerAddressPerMinute: 30,
      salePurchasesPerAddressPerEvent: 50,
      freeTicketsPerEmailPerEvent: 4,
      emulated: true,
      uploadQuotaFiles: 50,
      uploadQuotaMegabytes: 20,
      authorizationLifetimeDays: 6,
      ticketClearanceHours: 72,
    });
  });

  it('treats blank values as unset', () => {
    expect(readSettings({ REGION: '  ', APP_NAME: '' })).toMatchObject({
      region: 'europe-west2',
      appName: 'GigVenue',
    });
  });

  it('rejects an unknown payment provider instead of silently going offline', () => {
    expect(() => readSettings({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER must be one of simulated, stripe/,
    );
  });

  it('rejects an unknown push sender', () => {
    expect(() => readSettings({ PUSH_SENDER: 'apns' })).toThrow(/PUSH_SENDER must be one of outbox, fcm/);
  });

  it('rejects an App Check switch or a rate limit it cannot read, instead of guessing', () => {
    expect(() => readSettings({ ENFORCE_APP_CHECK: 'yes' })).toThrow(
      /ENFORCE_APP_CHECK must be true or false/,
    );
    expect(() => readSettings({ ACCOUNT_EMAIL_CHECKS_PER_WINDOW: '0' })).toThrow(
      /ACCOUNT_EMAIL_CHECKS_PER_WINDOW must be a whole number above 0/,
    );
  });
});

describe('ticketSigningSeed', () => {
  it('reads TICKET_SIGNING_KEY when a call needs it', () => {
    expect(ticketSigningSeed({ TICKET_SIGNING_KEY: ' nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A ' })).toBe(
      'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A',
    );
  });

  it('says what to do when the secret is missing', () => {
    expect(() => ticketSigningSeed({})).toThrow(
      /TICKET_SIGNING_KEY is not set: list ticketSigningSecret in the function's secrets/,
    );
    expect(() => ticketSigningSeed({ TICKET_SIGNING_KEY: ' ' })).toThrow(/TICKET_SIGNING_KEY is not set/);
  });
});
