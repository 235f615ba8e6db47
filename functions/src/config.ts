import { defineSecret } from 'firebase-functions/params';

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
  /** True in the Functions emulator (FUNCTIONS_EMULATOR), where no front end names the caller's address. */
  emulated: boolean;
  /** What one account's upload folder (e.g. venues/{uid}/) may hold: files, and megabytes in all. */
  uploadQuotaFiles: number;
  uploadQuotaMegabytes: number;
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
    emulated: env.FUNCTIONS_EMULATOR === 'true',
    uploadQuotaFiles: positiveInt(env, 'UPLOAD_QUOTA_FILES', 300),
    uploadQuotaMegabytes: positiveInt(env, 'UPLOAD_QUOTA_MB', 300),
    authorizationLifetimeDays: positiveInt(env, 'AUTHORIZATION_LIFETIME_DAYS', 7),
    ticketClearanceHours: positiveInt(env, 'TICKET_CLEARANCE_HOURS', 48),
  };
}

export const settings: Settings = readSettings(process.env);

/** What every callable is deployed with: its region, and App Check enforced when the project turns it on. */
export const callableOptions = {
  region: settings.region,
  enforceAppCheck: settings.enforceAppCheck,
} as const;

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
 * The secrets a callable that reaches the payment provider lists: Stripe's key when Stripe is chosen, none offline,
 * so the emulators never ask for a secret the simulated provider does not use.
 */
export function paymentSecrets(current: Settings = settings) {
  return current.paymentProvider === 'stripe' ? [stripeSecret] : [];
}
