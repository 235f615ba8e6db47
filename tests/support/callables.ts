import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type DocumentData,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { expect } from 'vitest';
import { withSeenTotal } from './bookingRequest';
import { emulatorEndpoint } from './emulators';
import { emulatorProjectId } from './project';

// Callables are tested as the app calls them: each account signs in on a client app of its own (as separate phones
// are), visitors call signed out, and the Admin SDK sets up and reads what the functions wrote.

const REGION = 'europe-west2';
const DAY_MS = 24 * 60 * 60 * 1000;

export type Call = <T = DocumentData>(name: string, data: unknown) => Promise<T>;

export interface Caller {
  uid: string;
  call: Call;
}

/** Today's date in London as 'YYYY-MM-DD', the platform's calendar. */
export const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** The London date `days` after today, as 'YYYY-MM-DD'. */
export const dayAfter = (days: number) =>
  new Date(Date.parse(`${londonToday()}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' as the { year, month, day } the app stores. */
export const calendar = (key: string) => {
  const [year, month, day] = key.split('-').map(Number);
  return { year, month, day };
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A callable's refusal: the SDK adds the HTTP status to its message ('... [400]'); the app strips it (lib/firebase/errors). */
export const refusedWith = (code: string, message: string) =>
  expect.objectContaining({
    code: `functions/${code}`,
    message: expect.stringMatching(new RegExp(`^${escaped(message)}( \\[\\d{3}\\])?$`)),
  });

/** One test file's apps: start() in beforeAll, stop() in afterAll. */
export function callableHarness(name: string, { timeoutMs = 70_000 } = {}) {
  const projectId = emulatorProjectId();
  const firestoreAt = emulatorEndpoint('firestore');
  const authAt = emulatorEndpoint('auth');
  const functionsAt = emulatorEndpoint('functions');
  const runId = Date.now().toString(36);
  let sequence = 0;
  let adminApp: AdminApp | undefined;
  let adminDb: AdminFirestore | undefined;
  const clients: FirebaseApp[] = [];

  const fresh = (label: string) => `${label}-${runId}-${++sequence}`;

  function functionsOf(app: FirebaseApp): Call {
    const functions = getFunctions(app, REGION);
    connectFunctionsEmulator(functions, functionsAt.host, functionsAt.port);
    // A booking carries the total the wizard showed for its slots, as the app's does.
    return async (callable, data) => {
      const body = callable === 'createEvent' && adminDb ? await withSeenTotal(adminDb, data) : data;
      return (await httpsCallable(functions, callable, { timeout: timeoutMs })(body)).data as never;
    };
  }

  function clientApp(label: string): FirebaseApp {
    const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, fresh(label));
    clients.push(app);
    return app;
  }

  const admin = (): AdminFirestore => {
    if (!adminDb) throw new Error('Call start() in beforeAll first.');
    return adminDb;
  };

  return {
    fresh,
    admin,
    start() {
      process.env.FIRESTORE_EMULATOR_HOST ??= `${firestoreAt.host}:${firestoreAt.port}`;
      adminApp = initializeAdminApp({ projectId }, `${name}-${runId}`);
      adminDb = getAdminFirestore(adminApp);
    },
    async stop() {
      await Promise.all(clients.map((app) => deleteApp(app)));
      if (adminApp) await deleteAdminApp(adminApp);
    },
    /** A visitor without an account, as the public event page calls. */
    visitor(): Call {
      return functionsOf(clientApp('visitor'));
    },
    /** A signed-in platform account with this role and status, on a client app of its own. */
    async account(role: string, status = 'active'): Promise<Caller> {
      const app = clientApp('client');
      connectAuthEmulator(getAuth(app), `http://${authAt.host}:${authAt.port}`, { disableWarnings: true });
      const email = `${fresh(role)}@gigvenue.test`;
      const { uid } = (await createUserWithEmailAndPassword(getAuth(app), email, 'secret123')).user;
      // The private account first, so the provisioning trigger sees an operator-made account and leaves the status be.
      await admin().doc(`managers/${uid}/private/account`).set({ config: {}, currentBalance: 0 });
      await admin()
        .doc(`managers/${uid}`)
        .set({ email, name: `Name ${uid}`, number: '', img: '', role, status, isAppUser: false });
      return { uid, call: functionsOf(app) };
    },
  };
}
