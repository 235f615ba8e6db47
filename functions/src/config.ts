// Settings are read once at load time so every function sees the same values for its whole lifetime.
export type PaymentProviderName = 'simulated' | 'stripe';

export interface Settings {
  region: string;
  paymentProvider: PaymentProviderName;
  stripeSecretKey: string;
  stripeApiBase: string;
  mailFrom: string;
  appName: string;
  appUrl: string;
}

type Env = Record<string, string | undefined>;

const PAYMENT_PROVIDERS: readonly PaymentProviderName[] = ['simulated', 'stripe'];

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function paymentProviderName(env: Env): PaymentProviderName {
  const value = text(env, 'PAYMENT_PROVIDER', 'simulated');
  const known = PAYMENT_PROVIDERS.find((name) => name === value);
  if (!known) {
    throw new Error(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}; got "${value}".`);
  }
  return known;
}

export function readSettings(env: Env): Settings {
  return {
    region: text(env, 'REGION', 'europe-west2'),
    paymentProvider: paymentProviderName(env),
    stripeSecretKey: text(env, 'STRIPE_SECRET_KEY', ''),
    stripeApiBase: text(env, 'STRIPE_API_BASE', 'https://api.stripe.com').replace(/\/+$/, ''),
    mailFrom: text(env, 'MAIL_FROM', ''),
    appName: text(env, 'APP_NAME', 'GigVenue'),
    appUrl: text(env, 'APP_URL', 'http://localhost:5173').replace(/\/+$/, ''),
  };
}

export const settings: Settings = readSettings(process.env);
