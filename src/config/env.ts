// Every VITE_* setting is read here once, typed, so the rest of the app never touches import.meta.env.
const raw = import.meta.env;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1';
}

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

const projectId = raw.VITE_FIREBASE_PROJECT_ID || 'demo-gigvenue';

export const env = {
  appName: raw.VITE_APP_NAME || 'GigVenue',
  firebase: {
    apiKey: raw.VITE_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: raw.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
    messagingSenderId: raw.VITE_FIREBASE_MESSAGING_SENDER_ID || '',
    appId: raw.VITE_FIREBASE_APP_ID || '',
    functionsRegion: raw.VITE_FUNCTIONS_REGION || 'europe-west2',
    // Web push key pair of the project's Cloud Messaging; empty = no web push offered.
    vapidKey: raw.VITE_FIREBASE_VAPID_KEY || '',
  },
  // Demo projects (id starting with "demo-") can only ever talk to the emulators.
  useEmulators: projectId.startsWith('demo-') || flag(raw.VITE_USE_EMULATORS, false),
  emulators: {
    host: raw.VITE_EMULATOR_HOST || '127.0.0.1',
    auth: int(raw.VITE_AUTH_EMULATOR_PORT, 9099),
    firestore: int(raw.VITE_FIRESTORE_EMULATOR_PORT, 8080),
    functions: int(raw.VITE_FUNCTIONS_EMULATOR_PORT, 5001),
    storage: int(raw.VITE_STORAGE_EMULATOR_PORT, 9199),
  },
  googleMapsKey: raw.VITE_GOOGLE_MAPS_API_KEY || '',
  // Stripe publishable key: card details are then collected by Stripe Elements in the browser. Empty = the
  // simulated provider's card form (offline; no real money, nothing leaves the machine).
  stripePublishableKey: raw.VITE_STRIPE_PUBLISHABLE_KEY || '',
  // reCAPTCHA Enterprise site key of the project's App Check: every Firebase call then carries an App Check token,
  // which the callables require when the functions run with ENFORCE_APP_CHECK=true. Empty = no App Check (offline).
  appCheckSiteKey: raw.VITE_APP_CHECK_SITE_KEY || '',
} as const;

export type Env = typeof env;
