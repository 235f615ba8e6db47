import { describe, expect, it } from 'vitest';
import {
  DEPLOY_STEPS,
  deployProblems,
  exportedNamesOf,
  projectProblems,
  resolveProjectId,
  runSteps,
  secretNameOf,
  stoppedMessage,
} from './deployChecks.mjs';

const region = ['europe-west2'];

/** A project ready to deploy, as deploy:check would read it. */
function completeProject() {
  return {
    projectId: 'gigvenue-live',
    functionsEnv: {
      PAYMENT_PROVIDER: 'stripe',
      APP_URL: 'https://gigvenue-live.web.app',
      PUSH_SENDER: 'fcm',
      STORAGE_REGION: 'europe-west2',
    },
    web: {
      VITE_FIREBASE_API_KEY: 'AIzaSyA1b2C3d4',
      VITE_FIREBASE_AUTH_DOMAIN: 'gigvenue-live.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'gigvenue-live',
      VITE_FIREBASE_STORAGE_BUCKET: 'gigvenue-live.firebasestorage.app',
      VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
      VITE_FIREBASE_APP_ID: '1:1234567890:web:abc123',
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
      VITE_FIREBASE_VAPID_KEY: 'BPk3vapid',
      STORAGE_BUCKET_LOCATION: 'EUROPE-WEST2',
    },
    loaded: {
      endpoints: {
        buyTickets: {
          region,
          callableTrigger: {},
          secretEnvironmentVariables: [{ key: 'STRIPE_SECRET_KEY' }],
        },
        publicEventPage: { region, httpsTrigger: {} },
        ticketPurchasePage: { region, httpsTrigger: {} },
        enforceUploadQuota: {
          region: [{ param: 'STORAGE_REGION' }],
          eventTrigger: { eventType: 'google.cloud.storage.object.v1.finalized' },
        },
      },
    },
    expectedNames: ['buyTickets', 'publicEventPage', 'ticketPurchasePage', 'enforceUploadQuota'],
    firebaseJson: {
      functions: [{ source: 'functions' }],
      extensions: { 'firestore-send-email': 'firebase/firestore-send-email@0.2.0' },
      hosting: {
        rewrites: [
          { source: '/e/**', function: { functionId: 'publicEventPage', region: 'europe-west2' } },
          { source: '/t/**', function: { functionId: 'ticketPurchasePage', region: 'europe-west2' } },
          { source: '**', destination: '/index.html' },
        ],
      },
    },
    functionsPackage: { engines: { node: '22' } },
    supportedRuntimes: {
      nodejs20: { decommissionDate: '2026-10-31' },
      nodejs22: { decommissionDate: '2027-10-31' },
    },
    now: new Date('2026-12-02T00:00:00Z'),
    mailParams: {
      DATABASE: '(default)',
      DATABASE_REGION: 'europe-west2',
      AUTH_TYPE: 'UsernamePassword',
      MAIL_COLLECTION: 'mail',
      SMTP_CONNECTION_URI: 'smtps://postmaster@mg.gigvenue.co.uk@smtp.mailgun.org:465',
      SMTP_PASSWORD:
        'projects/${param:PROJECT_NUMBER}/secrets/firestore-send-email-SMTP_PASSWORD/versions/latest',
      DEFAULT_FROM: 'GigVenue <no-reply@gigvenue.co.uk>',
    },
  };
}

/** Every problem deployProblems finds, as one list. */
const problemsOf = (project) => deployProblems(project).flatMap(([, problems]) => problems);
/** The names of the checks that failed. */
const failedChecks = (project) =>
  deployProblems(project)
    .filter(([, problems]) => problems.length > 0)
    .map(([name]) => name);

describe('deployProblems', () => {
  it('passes a complete project', () => {
    expect(problemsOf(completeProject())).toEqual([]);
  });

  it('names each functions setting that is unset', () => {
    const project = completeProject();
    project.functionsEnv = {};
    expect(problemsOf(project)).toEqual([
      'PAYMENT_PROVIDER is not set (functions/.env.<project-id>): set it to stripe.',
      "APP_URL is not set (functions/.env.<project-id>): the app's https address.",
      'PUSH_SENDER is not set (functions/.env.<project-id>): set it to fcm.',
      "STORAGE_REGION is not set (functions/.env.<project-id>): the storage bucket's location.",
    ]);
  });

  it('refuses the emulators demo values for the payment provider, app address and push sender', () => {
    const project = completeProject();
    Object.assign(project.functionsEnv, {
      PAYMENT_PROVIDER: 'simulated',
      APP_URL: 'http://localhost:5173',
      PUSH_SENDER: 'outbox',
    });
    expect(problemsOf(project)).toEqual([
      'PAYMENT_PROVIDER=simulated: a deployed project takes real payments (stripe).',
      "APP_URL=http://localhost:5173: it must be the app's real https:// address.",
      'PUSH_SENDER=outbox: a deployed project sends pushes with fcm.',
    ]);
  });

  it('refuses a secret written in a plain settings file', () => {
    const project = completeProject();
    project.functionsEnv.STRIPE_SECRET_KEY = 'sk_live_123';
    expect(problemsOf(project)).toEqual([
      'STRIPE_SECRET_KEY is written in a functions/.env file: it is a secret, set it in Secret Manager.',
    ]);
  });

  it('names each web config setting that is missing or a demo value', () => {
    const project = completeProject();
    delete project.web.VITE_FIREBASE_APP_ID;
    project.web.VITE_FIREBASE_API_KEY = 'demo-api-key';
    project.web.VITE_FIREBASE_PROJECT_ID = 'gigvenue-staging';
    project.web.VITE_USE_EMULATORS = 'true';
    delete project.web.VITE_STRIPE_PUBLISHABLE_KEY;
    delete project.web.VITE_FIREBASE_VAPID_KEY;
    expect(problemsOf(project)).toEqual([
      'VITE_FIREBASE_API_KEY=demo-api-key is a demo value.',
      "VITE_FIREBASE_APP_ID is not set (.env): copy it from the console's web app config.",
      'VITE_FIREBASE_PROJECT_ID=gigvenue-staging, but the deploy goes to gigvenue-live.',
      'VITE_USE_EMULATORS is true: the app would talk to the emulators.',
      "VITE_STRIPE_PUBLISHABLE_KEY is not set (.env): Stripe's publishable key (pk_...).",
      "VITE_FIREBASE_VAPID_KEY is not set (.env): Cloud Messaging's web push certificate.",
    ]);
  });

  it("refuses storage triggers outside the bucket's region, or an unstated bucket location", () => {
    const elsewhere = completeProject();
    elsewhere.functionsEnv.STORAGE_REGION = 'us-central1';
    expect(problemsOf(elsewhere)).toEqual([
      'The storage triggers run in us-central1 (STORAGE_REGION) but the bucket is in EUROPE-WEST2 ' +
        '(STORAGE_BUCKET_LOCATION): set STORAGE_REGION to the bucket location.',
    ]);
    const unstated = completeProject();
    delete unstated.web.STORAGE_BUCKET_LOCATION;
    expect(failedChecks(unstated)).toEqual(['Storage triggers in the bucket region']);
  });

  it('fails when the bundle does not load in isolation or lacks an export', () => {
    const broken = completeProject();
    broken.loaded = { error: "Cannot find module 'stripe'" };
    expect(problemsOf(broken)).toEqual([
      "The functions bundle does not load in isolation: Cannot find module 'stripe'",
    ]);
    const partial = completeProject();
    delete partial.loaded.endpoints.buyTickets;
    expect(problemsOf(partial)).toEqual([
      'The functions bundle does not export buyTickets (functions/src/index.ts does).',
    ]);
  });

  it('refuses a runtime the installed firebase-tools does not deploy', () => {
    const retired = completeProject();
    retired.functionsPackage = { engines: { node: '20' } };
    expect(problemsOf(retired)).toEqual([
      'Runtime nodejs20 was decommissioned on 2026-10-31: firebase-tools refuses to deploy it.',
    ]);
    const unknown = completeProject();
    unknown.firebaseJson.functions = [{ source: 'functions', runtime: 'nodejs24' }];
    expect(problemsOf(unknown)).toEqual([
      'Runtime nodejs24 is not one the installed firebase-tools deploys (nodejs20, nodejs22).',
    ]);
  });

  it('refuses a Hosting rewrite to a function not exported in its region', () => {
    const project = completeProject();
    project.firebaseJson.hosting.rewrites = [
      { source: '/e/**', function: { functionId: 'publicEventPage', region: 'us-central1' } },
      { source: '/t/**', function: 'ticketPage' },
    ];
    expect(problemsOf(project)).toEqual([
      'Hosting rewrites /e/** to publicEventPage in us-central1, but it is deployed in europe-west2.',
      'Hosting rewrites /t/** to ticketPage, which the functions do not export.',
    ]);
  });

  it('refuses callables outside the region the app calls, and a REGION setting deploy would not read', () => {
    const project = completeProject();
    project.web.VITE_FUNCTIONS_REGION = 'us-central1';
    project.functionsEnv.REGION = 'us-central1';
    expect(problemsOf(project)).toEqual([
      'The app calls its functions in us-central1 (VITE_FUNCTIONS_REGION) but 1 callables are deployed in europe-west2.',
      'REGION=us-central1 (functions/.env.<project-id>), but the functions deploy to europe-west2: ' +
        'firebase deploy does not read REGION; remove it.',
    ]);
  });

  it('requires the mail extension declared and its params set, the password as a secret', () => {
    const undeclared = completeProject();
    delete undeclared.firebaseJson.extensions;
    expect(problemsOf(undeclared)).toEqual([
      'firebase.json declares no mail extension: "extensions": { "firestore-send-email": "firebase/firestore-send-email@<version>" }.',
    ]);
    const noParams = completeProject();
    noParams.mailParams = null;
    expect(problemsOf(noParams)).toEqual([
      "extensions/firestore-send-email.env is missing: the mail extension's params.",
    ]);
    const unset = completeProject();
    Object.assign(unset.mailParams, {
      SMTP_CONNECTION_URI: '',
      DEFAULT_FROM: 'GigVenue <no-reply@example.com>',
      MAIL_COLLECTION: 'emails',
      SMTP_PASSWORD: 'hunter2',
    });
    expect(problemsOf(unset)).toEqual([
      'MAIL_COLLECTION=emails: the functions write mail to "mail".',
      'DEFAULT_FROM=GigVenue <no-reply@example.com> is a demo address (extensions/firestore-send-email.env.<project-id>).',
      'SMTP_CONNECTION_URI is not set (extensions/firestore-send-email.env.<project-id>): smtps://user@host:465.',
      'SMTP_PASSWORD is not a Secret Manager reference (projects/${param:PROJECT_NUMBER}/secrets/<name>/versions/latest).',
    ]);
    const inline = completeProject();
    inline.mailParams.SMTP_CONNECTION_URI = 'smtps://postmaster:hunter2@smtp.mailgun.org:465';
    expect(problemsOf(inline)).toEqual([
      'SMTP_CONNECTION_URI carries a password: keep it in the SMTP_PASSWORD secret.',
    ]);
  });
});

describe('the project', () => {
  it('is the one --project names, through .firebaserc aliases', () => {
    const firebaserc = { projects: { default: 'demo-gigvenue', live: 'gigvenue-live' } };
    expect(resolveProjectId(['--project', 'live'], firebaserc)).toBe('gigvenue-live');
    expect(resolveProjectId(['--project=gigvenue-live'], firebaserc)).toBe('gigvenue-live');
    expect(resolveProjectId(['--project', 'default'], firebaserc)).toBe('demo-gigvenue');
    expect(resolveProjectId([], firebaserc)).toBeNull();
    expect(resolveProjectId(['--project', '--offline'], firebaserc)).toBeNull();
  });

  it('refuses a missing project and a demo- one', () => {
    expect(projectProblems(null)).toEqual([
      'No project: run with --project <id> (or an alias from `firebase use --add`).',
    ]);
    expect(projectProblems('demo-gigvenue')).toEqual([
      'demo-gigvenue is a demo- project, which exists only in the emulators: name your real project.',
    ]);
    expect(projectProblems('gigvenue-live')).toEqual([]);
  });
});

describe('runSteps', () => {
  it('deploys rules, indexes, storage, functions, extensions and hosting in order', () => {
    const sent = [];
    const outcome = runSteps(DEPLOY_STEPS, (step) => sent.push(step.only) > 0);
    expect(sent).toEqual([
      'firestore:rules',
      'firestore:indexes',
      'storage',
      'functions',
      'extensions',
      'hosting',
    ]);
    expect(outcome.failed).toBeNull();
  });

  it('stops at the first failure and says what already went out', () => {
    const sent = [];
    const outcome = runSteps(DEPLOY_STEPS, (step) => {
      sent.push(step.only);
      return step.only !== 'functions';
    });
    expect(sent).toEqual(['firestore:rules', 'firestore:indexes', 'storage', 'functions']);
    expect(stoppedMessage(outcome, 'gigvenue-live')).toBe(
      [
        'Deploy to gigvenue-live stopped: Functions failed (firebase deploy --only functions).',
        'Already deployed: Firestore rules, Firestore indexes, Storage rules.',
        'Not deployed: Extensions, Hosting.',
        'Fix it and run npm run deploy again (each step is safe to send twice).',
      ].join('\n'),
    );
  });
});

describe('helpers', () => {
  it("reads index.ts's exported names", () => {
    expect(
      exportedNamesOf("import './guard';\nexport { a } from './a';\nexport { b as c, d } from './b';\n"),
    ).toEqual(['a', 'c', 'd']);
  });

  it('names the secret a Secret Manager reference points at', () => {
    expect(
      secretNameOf(
        'projects/${param:PROJECT_NUMBER}/secrets/firestore-send-email-SMTP_PASSWORD/versions/latest',
      ),
    ).toBe('firestore-send-email-SMTP_PASSWORD');
    expect(secretNameOf('hunter2')).toBeNull();
  });
});
