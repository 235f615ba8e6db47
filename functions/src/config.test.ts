import { describe, expect, it } from 'vitest';
import {
  deploymentRefusals,
  paymentSecrets,
  readSettings,
  refuseDemoSettings,
  replayProtectedOptionsOf,
  stripeSecret,
  ticketSigningSeed,
} from './config';

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
      freeTicketsPerEventPerHour: 100,
      saleViewsPerAddressPerMinute: 60,
      hostingProxyHops: 2,
      emulated: false,
      statisticsRollUpMs: 5000,
      uploadQuotaFiles: 300,
      uploadQuotaMegabytes: 300,
      pendingUploadQuotaFiles: 6,
      pendingUploadQuotaMegabytes: 10,
      pendingUploadsRetentionDays: 30,
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
      FREE_TICKETS_PER_EVENT_PER_HOUR: '40',
      SALE_VIEWS_PER_ADDRESS_PER_MINUTE: '90',
      HOSTING_PROXY_HOPS: '3',
      FUNCTIONS_EMULATOR: 'true',
      UPLOAD_QUOTA_FILES: '50',
      UPLOAD_QUOTA_MB: '20',
      PENDING_UPLOAD_QUOTA_FILES: '2',
      PENDING_UPLOAD_QUOTA_MB: '1',
      PENDING_UPLOADS_RETENTION_DAYS: '14',
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
      freeTicketsPerEventPerHour: 40,
      saleViewsPerAddressPerMinute: 90,
      hostingProxyHops: 3,
      emulated: true,
      statisticsRollUpMs: 0,
      uploadQuotaFiles: 50,
      uploadQuotaMegabytes: 20,
      pendingUploadQuotaFiles: 2,
      pendingUploadQuotaMegabytes: 1,
      pendingUploadsRetentionDays: 14,
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

describe('replayProtectedOptionsOf', () => {
  it('consumes App Check tokens exactly when App Check is enforced', () => {
    expect(replayProtectedOptionsOf(readSettings({ ENFORCE_APP_CHECK: 'true' }))).toEqual({
      region: 'europe-west2',
      enforceAppCheck: true,
      consumeAppCheckToken: true,
    });
    expect(replayProtectedOptionsOf(readSettings({}))).toMatchObject({
      enforceAppCheck: false,
      consumeAppCheckToken: false,
    });
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

describe('deploymentRefusals', () => {
  const deployed = { PAYMENT_PROVIDER: 'stripe', APP_URL: 'https://gigvenue.example', PUSH_SENDER: 'fcm' };

  it('lets a deployed project with a real provider, an https address and a push sender run', () => {
    expect(deploymentRefusals(deployed)).toEqual([]);
    expect(() => refuseDemoSettings(deployed)).not.toThrow();
  });

  it('refuses to run outside the emulators without the three settings', () => {
    expect(deploymentRefusals({})).toEqual([
      'PAYMENT_PROVIDER is not set.',
      'APP_URL is not set.',
      'PUSH_SENDER is not set.',
    ]);
    expect(() => refuseDemoSettings({ APP_URL: ' ' })).toThrow(
      /The functions refuse to run outside the emulators: PAYMENT_PROVIDER is not set\. APP_URL is not set\./,
    );
  });

  it('refuses the demo values outside the emulators', () => {
    expect(
      deploymentRefusals({
        PAYMENT_PROVIDER: 'simulated',
        APP_URL: 'http://localhost:5173',
        PUSH_SENDER: 'outbox',
      }),
    ).toEqual([
      'PAYMENT_PROVIDER=simulated exists only in the emulators.',
      'APP_URL must be an https:// address; got "http://localhost:5173".',
      'PUSH_SENDER=outbox exists only in the emulators.',
    ]);
  });

  it('lets the emulators and `firebase deploy` reading the definitions load without them', () => {
    expect(deploymentRefusals({ FUNCTIONS_EMULATOR: 'true' })).toEqual([]);
    expect(deploymentRefusals({ FUNCTIONS_CONTROL_API: 'true' })).toEqual([]);
  });
});

describe('paymentSecrets', () => {
  it("lists Stripe's key outside the emulators, where `firebase deploy` sees no PAYMENT_PROVIDER", () => {
    expect(paymentSecrets(readSettings({}))).toEqual([stripeSecret]);
    expect(paymentSecrets(readSettings({ FUNCTIONS_EMULATOR: 'true', PAYMENT_PROVIDER: 'stripe' }))).toEqual([
      stripeSecret,
    ]);
  });

  it('asks the emulators for no secret with the simulated provider', () => {
    expect(paymentSecrets(readSettings({ FUNCTIONS_EMULATOR: 'true' }))).toEqual([]);
  });
});
