import { defineSecret, defineString } from 'firebase-functions/params';

// Settings are read once at load time so every function sees the same values for its whole lifetime.
export type PaymentProviderName = 'simulated' | 'stripe';
export type PushSenderName = 'outbox' | 'fcm';

export interface Settings {
  region: string;
  paymentProvider: PaymentProviderName;
  stripeApiBase: string;
  mailFrom: string;
  appName: string;
  appUrl: string;
  pushSender: PushSenderName;
  fcmApiBase: string;
  /** Callables refuse calls without a valid App Check token (ENFORCE_APP_CHECK=true); off offline. */
  enforceAppCheck: boolean;
  /** How many forgot-password checks one IP address may make per window. */
  accountEmailChecksPerWindow: number;
  accountEmailCheckWindowMinutes: number;
  /**
   * Google proxies in front of the functions that append to X-Forwarded-For (1: called at their own URL); the caller's
   * address is the entry that many from the end, since everything before it is the client's to write.
   */
  trustedProxyHops: number;
  /** The public ticket sale's limits: purchase calls per address per minute (any event, refused ones included)... */
  salePurchasesPerAddressPerMinute: number;
  /** ...purchases per address per event, and free tickets one e-mail address may get per event. */
  salePurchasesPerAddressPerEvent: number;
  freeTicketsPerEmailPerEvent: number;
  /** Free tickets one event gives out per hour in all: what a crowd of addresses and mailboxes can take at once. */
  freeTicketsPerEventPerHour: number;
  /** Loads of the public event page and of getTicketSale per address per minute (edge-cached pages do not count). */
  saleViewsPerAddressPerMinute: number;
  /**
   * How often a ticket change may roll the statistics shards up (statistics/statisticsShards.ts): 5 s deployed, where
   * a minute sweep folds what a burst leaves; at once in the emulators, which run no schedules (STATISTICS_ROLL_UP_MS
   * sets it, as measure:flash does to measure the deployed behaviour).
   */
  statisticsRollUpMs: number;
  /**
   * Proxies in front of a function that Hosting rewrites to (the event page): Hosting's CDN appends the caller's
   * address and Google's front end the CDN's, so one more than trustedProxyHops.
   */
  hostingProxyHops: number;
  /** True in the Functions emulator (FUNCTIONS_EMULATOR), where no front end names the caller's address. */
  emulated: boolean;
  /** What one account's upload folder (e.g. venues/{uid}/) may hold: files, and megabytes in all. */
  uploadQuotaFiles: number;
  uploadQuotaMegabytes: number;
  /**
   * The same for an account that is not active (pending approval): what registering needs (a picture and up to five of
   * previous work), so sign-ups cannot fill the bucket before anyone has looked at them.
   */
  pendingUploadQuotaFiles: number;
  pendingUploadQuotaMegabytes: number;
  /** Days after which a pending account whose e-mail address is unverified loses its uploads (cleanPendingUploads). */
  pendingUploadsRetentionDays: number;
  /** How long the payment provider holds an authorised card payment (Stripe: 7 days); uncaptured after it, it lapses. */
  authorizationLifetimeDays: number;
  /**
   * Hours after an event's end (as it stood when its tickets were sold) before settlement credits its ticket money:
   * time for buyers to dispute a ticket for an event that did not happen before the money can be withdrawn.
   */
  ticketClearanceHours: number;
}

type Env = Record<string, string | undefined>;

const PAYMENT_PROVIDERS: readonly PaymentProviderName[] = ['simulated', 'stripe'];
const PUSH_SENDERS: readonly PushSenderName[] = ['outbox', 'fcm'];

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function flag(env: Env, name: string): boolean {
  const value = text(env, name, 'false').toLowerCase();
  if (value !== 'true' && value !== 'false')
    throw new Error(`${name} must be true or false; got "${value}".`);
  return value === 'true';
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const value = text(env, name, String(fallback));
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a whole number above 0; got "${value}".`);
  return parsed;
}

function paymentProviderName(env: Env): PaymentProviderName {
  const value = text(env, 'PAYMENT_PROVIDER', 'simulated');
  const known = PAYMENT_PROVIDERS.find((name) => name === value);
  if (!known) {
    throw new Error(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}; got "${value}".`);
  }
  return known;
}

function pushSenderName(env: Env): PushSenderName {
  const value = text(env, 'PUSH_SENDER', 'outbox');
  const known = PUSH_SENDERS.find((name) => name === value);
  if (!known) throw new Error(`PUSH_SENDER must be one of ${PUSH_SENDERS.join(', ')}; got "${value}".`);
  return known;
}

export function readSettings(env: Env): Settings {
  return {
    region: text(env, 'REGION', 'europe-west2'),
    paymentProvider: paymentProviderName(env),
    stripeApiBase: text(env, 'STRIPE_API_BASE', 'https://api.stripe.com').replace(/\/+$/, ''),
    mailFrom: text(env, 'MAIL_FROM', ''),
    appName: text(env, 'APP_NAME', 'GigVenue'),
    appUrl: text(env, 'APP_URL', 'http://localhost:5173').replace(/\/+$/, ''),
    pushSender: pushSenderName(env),
    fcmApiBase: text(env, 'FCM_API_BASE', 'https://fcm.googleapis.com').replace(/\/+$/, ''),
    enforceAppCheck: flag(env, 'ENFORCE_APP_CHECK'),
    accountEmailChecksPerWindow: positiveInt(env, 'ACCOUNT_EMAIL_CHECKS_PER_WINDOW', 10),
    accountEmailCheckWindowMinutes: positiveInt(env, 'ACCOUNT_EMAIL_CHECK_WINDOW_MINUTES', 15),
    trustedProxyHops: positiveInt(env, 'TRUSTED_PROXY_HOPS', 1),
    salePurchasesPerAddressPerMinute: positiveInt(env, 'SALE_PURCHASES_PER_ADDRESS_PER_MINUTE', 10),
    salePurchasesPerAddressPerEvent: positiveInt(env, 'SALE_PURCHASES_PER_ADDRESS_PER_EVENT', 20),
    freeTicketsPerEmailPerEvent: positiveInt(env, 'FREE_TICKETS_PER_EMAIL_PER_EVENT', 10),
    freeTicketsPerEventPerHour: positiveInt(env, 'FREE_TICKETS_PER_EVENT_PER_HOUR', 100),
    saleViewsPerAddressPerMinute: positiveInt(env, 'SALE_VIEWS_PER_ADDRESS_PER_MINUTE', 60),
    hostingProxyHops: positiveInt(env, 'HOSTING_PROXY_HOPS', 2),
    emulated: env.FUNCTIONS_EMULATOR === 'true',
    statisticsRollUpMs: env.STATISTICS_ROLL_UP_MS?.trim()
      ? positiveInt(env, 'STATISTICS_ROLL_UP_MS', 5000)
      : env.FUNCTIONS_EMULATOR === 'true'
        ? 0
        : 5000,
    uploadQuotaFiles: positiveInt(env, 'UPLOAD_QUOTA_FILES', 300),
    uploadQuotaMegabytes: positiveInt(env, 'UPLOAD_QUOTA_MB', 300),
    pendingUploadQuotaFiles: positiveInt(env, 'PENDING_UPLOAD_QUOTA_FILES', 6),
    pendingUploadQuotaMegabytes: positiveInt(env, 'PENDING_UPLOAD_QUOTA_MB', 10),
    pendingUploadsRetentionDays: positiveInt(env, 'PENDING_UPLOADS_RETENTION_DAYS', 30),
    authorizationLifetimeDays: positiveInt(env, 'AUTHORIZATION_LIFETIME_DAYS', 7),
    ticketClearanceHours: positiveInt(env, 'TICKET_CLEARANCE_HOURS', 48),
  };
}

export const settings: Settings = readSettings(process.env);

/**
 * The settings a deployed project must state itself: Firebase parameters with no default, so `firebase deploy` asks
 * for each one it does not find in functions/.env.<project-id> (and keeps the answer there). The demo values
 * (simulated payments, the push outbox, a localhost address) exist only in the emulators, which read
 * functions/.env.demo-gigvenue. The functions read them from process.env as every other setting (readSettings).
 */
export const requiredParams = [
  defineString('PAYMENT_PROVIDER', {
    description:
      'The payment provider the functions charge cards with (stripe; simulated exists only in the emulators).',
    input: { select: { options: [{ value: 'stripe' }] } },
  }),
  defineString('APP_URL', {
    description:
      "The app's https address (e.g. https://your-project.web.app): the links in e-mails and ticket pages.",
    input: { text: { validationRegex: '^https://', validationErrorMessage: 'An https:// address.' } },
  }),
  defineString('PUSH_SENDER', {
    description: 'How announcements reach phones (fcm; the outbox exists only in the emulators).',
    input: { select: { options: [{ value: 'fcm' }] } },
  }),
];

/**
 * Where the storage triggers (enforceUploadQuota, checkUploadedImage) run: the bucket's location, since a Cloud
 * Storage trigger must be in its bucket's region. A parameter, so `firebase deploy` reads it when it deploys (a plain
 * setting is not in process.env then); npm run deploy:check compares it with STORAGE_BUCKET_LOCATION.
 */
export const storageRegion = defineString('STORAGE_REGION', {
  default: 'europe-west2',
  description: "The region of the storage triggers: the default bucket's location.",
});

/**
 * Why this code must not run here: outside the emulators the functions need an explicit real payment provider, an
 * https app address and a real push sender. Empty in the emulators (FUNCTIONS_EMULATOR) and while `firebase deploy`
 * reads the functions' definitions (FUNCTIONS_CONTROL_API), when the parameters have no values yet.
 */
export function deploymentRefusals(env: Env): string[] {
  if (env.FUNCTIONS_EMULATOR === 'true' || env.FUNCTIONS_CONTROL_API === 'true') return [];
  const refusals: string[] = [];
  const provider = env.PAYMENT_PROVIDER?.trim();
  if (!provider) refusals.push('PAYMENT_PROVIDER is not set.');
  else if (provider === 'simulated')
    refusals.push('PAYMENT_PROVIDER=simulated exists only in the emulators.');
  const appUrl = env.APP_URL?.trim();
  if (!appUrl) refusals.push('APP_URL is not set.');
  else if (!/^https:\/\/[^/\s]+/.test(appUrl))
    refusals.push(`APP_URL must be an https:// address; got "${appUrl}".`);
  const push = env.PUSH_SENDER?.trim();
  if (!push) refusals.push('PUSH_SENDER is not set.');
  else if (push === 'outbox') refusals.push('PUSH_SENDER=outbox exists only in the emulators.');
  return refusals;
}

/** Stops the functions loading outside the emulators without the settings deploymentRefusals names (index.ts). */
export function refuseDemoSettings(env: Env): void {
  const refusals = deploymentRefusals(env);
  if (refusals.length > 0) {
    throw new Error(
      `The functions refuse to run outside the emulators: ${refusals.join(' ')} Set them in functions/.env.<project-id> and deploy again.`,
    );
  }
}

/** What every callable is deployed with: its region, and App Check enforced when the project turns it on. */
export const callableOptionsOf = (current: Settings) =>
  ({ region: current.region, enforceAppCheck: current.enforceAppCheck }) as const;

/**
 * The public callables a script would loop (buyTickets, checkAccountEmail) also consume each App Check token, so a
 * token taken from a real browser buys one call, not an hour of them. The app asks for limited-use tokens for them.
 */
export const replayProtectedOptionsOf = (current: Settings) =>
  ({ ...callableOptionsOf(current), consumeAppCheckToken: current.enforceAppCheck }) as const;

export const callableOptions = callableOptionsOf(settings);
export const replayProtectedCallableOptions = replayProtectedOptionsOf(settings);

/**
 * The Ed25519 seed that signs ticket codes and keys buyers' ticket links (base64url of 32 bytes). Every callable that
 * signs or verifies lists it in `secrets`; deployed, it lives in Secret Manager, and the emulators read it from
 * functions/.secret.local (scripts/lib/ticketKey.mjs makes one for the demo project).
 */
export const ticketSigningSecret = defineSecret('TICKET_SIGNING_KEY');

/** The signing seed, read when a call needs it: a secret reaches process.env only in functions that declare it. */
export function ticketSigningSeed(env: Env = process.env): string {
  const value = env.TICKET_SIGNING_KEY?.trim();
  if (!value) {
    throw new Error(
      "TICKET_SIGNING_KEY is not set: list ticketSigningSecret in the function's secrets and set the secret (emulators: functions/.secret.local).",
    );
  }
  return value;
}

/** Stripe's secret key, deployed in Secret Manager; read only when PAYMENT_PROVIDER=stripe. */
export const stripeSecret = defineSecret('STRIPE_SECRET_KEY');

/** The key, read when a call needs it: a secret reaches process.env only in functions that list it (paymentSecrets). */
export const stripeSecretKey = (env: Env = process.env): string => env.STRIPE_SECRET_KEY?.trim() ?? '';

/**
 * The signing secret of Stripe's webhook endpoint (whsec_...), deployed in Secret Manager; the stripeWebhook function
 * checks every request with it. The emulators read a fixed demo value from functions/.secret.local.
 */
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/** The webhook secret, read per request (only the function that lists it has it), or '' when it is not set. */
export const stripeWebhookSecretValue = (env: Env = process.env): string =>
  env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';

/**
 * What the webhook function lists: the webhook secret (and Stripe's key, for a payout's reversal); in the emulators
 * the demo secret. Always, since `firebase deploy` reads the definitions without PAYMENT_PROVIDER (which would read
 * as simulated then) and a deployed project runs Stripe (refuseDemoSettings).
 */
export function webhookSecrets(current: Settings = settings) {
  return [stripeWebhookSecret, ...paymentSecrets(current)];
}

/**
 * The secrets a callable that reaches the payment provider lists: Stripe's key when Stripe is chosen, none in the
 * emulators with the simulated provider, so they never ask for a secret it does not use. Outside the emulators always
 * Stripe's: `firebase deploy` reads the functions' definitions without their settings (PAYMENT_PROVIDER is unset
 * then), and a deployed project runs Stripe (refuseDemoSettings).
 */
export function paymentSecrets(current: Settings = settings) {
  return current.paymentProvider === 'stripe' || !current.emulated ? [stripeSecret] : [];
}
