// What `npm run deploy:check` checks before anything goes out, as pure functions of what it read (scripts/deploy-check.mjs
// reads the files, the environment and the built functions; these only judge). Each check returns the problems it
// found, each naming the missing piece; an empty list passes.

/** What `npm run deploy` sends, in order: a failure stops the rest. */
export const DEPLOY_STEPS = [
  { name: 'Firestore rules', only: 'firestore:rules' },
  { name: 'Firestore indexes', only: 'firestore:indexes' },
  { name: 'Storage rules', only: 'storage' },
  { name: 'Functions', only: 'functions' },
  { name: 'Extensions', only: 'extensions' },
  { name: 'Hosting', only: 'hosting' },
];

/** The mail extension's instance id in firebase.json `extensions` and its params file extensions/<id>.env. */
export const MAIL_EXTENSION = 'firestore-send-email';
/** The collection the functions write mail documents to (functions/src/email), which the extension must watch. */
export const MAIL_COLLECTION = 'mail';

const blank = (value) => value === undefined || value === null || String(value).trim() === '';
const DEMO_VALUE = /(^|[^a-z])(demo|example|localhost|127\.0\.0\.1|changeme|your)(?![a-z])/i;
const isDemoValue = (value) => DEMO_VALUE.test(String(value));

/** What `--project` names (a project id or a .firebaserc alias), as given; null when none was given. */
export function projectArgument(argv) {
  const index = argv.findIndex((arg) => arg === '--project' || arg === '-P' || arg.startsWith('--project='));
  if (index === -1) return null;
  const given = argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
  return blank(given) || given.startsWith('-') ? null : given;
}

/** The project id `--project` names, through .firebaserc's aliases; null when none was given. */
export function resolveProjectId(argv, firebaserc = {}) {
  const given = projectArgument(argv);
  return given === null ? null : (firebaserc.projects?.[given] ?? given);
}

/** A real project, named explicitly: never the emulators' demo- project. */
export function projectProblems(projectId) {
  if (blank(projectId))
    return ['No project: run with --project <id> (or an alias from `firebase use --add`).'];
  if (projectId.startsWith('demo-')) {
    return [`${projectId} is a demo- project, which exists only in the emulators: name your real project.`];
  }
  return [];
}

/**
 * The functions' settings as `firebase deploy` reads them (functions/.env, then functions/.env.<project-id>): an
 * explicit real payment provider, an https app address and a push sender, the storage triggers' region, and no
 * secret written in a plain file (secrets live in Secret Manager).
 */
export function functionsSettingsProblems(env, { secrets = [] } = {}) {
  const problems = [];
  const provider = env.PAYMENT_PROVIDER;
  if (blank(provider))
    problems.push('PAYMENT_PROVIDER is not set (functions/.env.<project-id>): set it to stripe.');
  else if (provider !== 'stripe') {
    problems.push(`PAYMENT_PROVIDER=${provider}: a deployed project takes real payments (stripe).`);
  }
  const appUrl = env.APP_URL;
  if (blank(appUrl))
    problems.push("APP_URL is not set (functions/.env.<project-id>): the app's https address.");
  else if (!/^https:\/\/[^/\s]+/.test(appUrl) || isDemoValue(appUrl)) {
    problems.push(`APP_URL=${appUrl}: it must be the app's real https:// address.`);
  }
  const push = env.PUSH_SENDER;
  if (blank(push)) problems.push('PUSH_SENDER is not set (functions/.env.<project-id>): set it to fcm.');
  else if (push !== 'fcm') problems.push(`PUSH_SENDER=${push}: a deployed project sends pushes with fcm.`);
  if (blank(env.STORAGE_REGION)) {
    problems.push("STORAGE_REGION is not set (functions/.env.<project-id>): the storage bucket's location.");
  }
  for (const name of secrets) {
    if (name in env)
      problems.push(`${name} is written in a functions/.env file: it is a secret, set it in Secret Manager.`);
  }
  return problems;
}

const WEB_CONFIG = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
];

/**
 * The web app's build settings (.env, .env.production or the shell, as Vite reads them): the project's web config,
 * not the emulators, and the keys the chosen providers need in the browser.
 */
export function webConfigProblems(web, projectId, functionsEnv = {}) {
  const problems = [];
  for (const name of WEB_CONFIG) {
    if (blank(web[name]))
      problems.push(`${name} is not set (.env): copy it from the console's web app config.`);
    else if (isDemoValue(web[name])) problems.push(`${name}=${web[name]} is a demo value.`);
  }
  if (!blank(web.VITE_FIREBASE_PROJECT_ID) && web.VITE_FIREBASE_PROJECT_ID !== projectId) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID=${web.VITE_FIREBASE_PROJECT_ID}, but the deploy goes to ${projectId}.`,
    );
  }
  if (['true', '1'].includes(String(web.VITE_USE_EMULATORS))) {
    problems.push('VITE_USE_EMULATORS is true: the app would talk to the emulators.');
  }
  if (
    functionsEnv.PAYMENT_PROVIDER === 'stripe' &&
    !String(web.VITE_STRIPE_PUBLISHABLE_KEY ?? '').startsWith('pk_')
  ) {
    problems.push("VITE_STRIPE_PUBLISHABLE_KEY is not set (.env): Stripe's publishable key (pk_...).");
  }
  if (functionsEnv.PUSH_SENDER === 'fcm' && blank(web.VITE_FIREBASE_VAPID_KEY)) {
    problems.push("VITE_FIREBASE_VAPID_KEY is not set (.env): Cloud Messaging's web push certificate.");
  }
  if (functionsEnv.ENFORCE_APP_CHECK === 'true' && blank(web.VITE_APP_CHECK_SITE_KEY)) {
    problems.push(
      'VITE_APP_CHECK_SITE_KEY is not set (.env), but ENFORCE_APP_CHECK=true refuses calls without it.',
    );
  }
  return problems;
}

/** A Cloud Storage trigger runs in its bucket's region: the stated bucket location must be the triggers' region. */
export function storageRegionProblems({ bucketLocation, storageRegion }) {
  if (blank(bucketLocation)) {
    return [
      "STORAGE_BUCKET_LOCATION is not set (.env): the default bucket's location, as the console shows it.",
    ];
  }
  if (blank(storageRegion)) return [];
  if (bucketLocation.toLowerCase() !== storageRegion.toLowerCase()) {
    return [
      `The storage triggers run in ${storageRegion} (STORAGE_REGION) but the bucket is in ${bucketLocation} ` +
        '(STORAGE_BUCKET_LOCATION): set STORAGE_REGION to the bucket location.',
    ];
  }
  return [];
}

/**
 * The runtime the functions declare (firebase.json's `runtime`, else functions/package.json's engines.node) is one
 * the installed firebase-tools deploys: in its list and not decommissioned by `now`.
 */
export function runtimeProblems({ runtime, supported, now = new Date() }) {
  if (blank(runtime)) return ['functions/package.json names no engines.node: set it to "22".'];
  const known = supported[runtime];
  if (!known) {
    return [
      `Runtime ${runtime} is not one the installed firebase-tools deploys (${Object.keys(supported).join(', ')}).`,
    ];
  }
  if (known.decommissionDate && new Date(known.decommissionDate) <= now) {
    return [
      `Runtime ${runtime} was decommissioned on ${known.decommissionDate}: firebase-tools refuses to deploy it.`,
    ];
  }
  return [];
}

/** The runtime firebase deploy uses: firebase.json's functions `runtime`, else `nodejs` + package.json's engines.node. */
export function declaredRuntime(functionsConfig, functionsPackage) {
  if (functionsConfig?.runtime) return functionsConfig.runtime;
  const engine = functionsPackage?.engines?.node;
  return blank(engine) ? null : `nodejs${engine}`;
}

/** The names functions/src/index.ts exports (`export { name } from '...'`): what the bundle must export. */
export function exportedNamesOf(indexSource) {
  const names = [];
  for (const match of indexSource.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  return names;
}

/** The bundle, installed and loaded on its own, exports every function index.ts names (loadBundle's answer). */
export function bundleProblems(loaded, expectedNames) {
  if (loaded.error) return [`The functions bundle does not load in isolation: ${loaded.error}`];
  const missing = expectedNames.filter((name) => !loaded.endpoints[name]);
  return missing.map((name) => `The functions bundle does not export ${name} (functions/src/index.ts does).`);
}

/** An endpoint's regions, a parameter (STORAGE_REGION) resolved from the functions' settings or its default. */
export function regionsOf(endpoint, env = {}, defaults = {}) {
  const regions = Array.isArray(endpoint.region) ? endpoint.region : [endpoint.region ?? 'us-central1'];
  return regions.map((region) =>
    typeof region === 'string'
      ? region
      : (env[region.param] ?? defaults[region.param] ?? `params.${region.param}`),
  );
}

/** Each Hosting rewrite to a function names one the bundle exports, in the rewrite's region (us-central1 if none). */
export function rewriteProblems(rewrites = [], endpoints = {}, env = {}, defaults = {}) {
  const problems = [];
  for (const rewrite of rewrites) {
    if (!rewrite.function) continue;
    const { functionId, region = 'us-central1' } =
      typeof rewrite.function === 'string' ? { functionId: rewrite.function } : rewrite.function;
    const endpoint = endpoints[functionId];
    if (!endpoint) {
      problems.push(
        `Hosting rewrites ${rewrite.source} to ${functionId}, which the functions do not export.`,
      );
      continue;
    }
    const regions = regionsOf(endpoint, env, defaults);
    if (!regions.includes(region)) {
      problems.push(
        `Hosting rewrites ${rewrite.source} to ${functionId} in ${region}, but it is deployed in ${regions.join(', ')}.`,
      );
    }
  }
  return problems;
}

/**
 * The app calls its callables in VITE_FUNCTIONS_REGION (europe-west2 when unset), so each must be deployed there. The
 * functions' region is fixed when `firebase deploy` reads their definitions, which it does without the settings
 * files: a REGION written there changes nothing and would only mislead.
 */
export function functionsRegionProblems(endpoints, functionsEnv = {}, web = {}) {
  const problems = [];
  const appRegion = blank(web.VITE_FUNCTIONS_REGION) ? 'europe-west2' : web.VITE_FUNCTIONS_REGION;
  const callables = Object.entries(endpoints).filter(([, endpoint]) => endpoint.callableTrigger);
  const elsewhere = callables.filter(([, endpoint]) => !regionsOf(endpoint).includes(appRegion));
  if (elsewhere.length > 0) {
    const regions = [...new Set(elsewhere.flatMap(([, endpoint]) => regionsOf(endpoint)))].join(', ');
    problems.push(
      `The app calls its functions in ${appRegion} (VITE_FUNCTIONS_REGION) but ${elsewhere.length} callables ` +
        `are deployed in ${regions}.`,
    );
  }
  const deployed = [...new Set(callables.flatMap(([, endpoint]) => regionsOf(endpoint)))];
  if (!blank(functionsEnv.REGION) && deployed.length > 0 && !deployed.includes(functionsEnv.REGION)) {
    problems.push(
      `REGION=${functionsEnv.REGION} (functions/.env.<project-id>), but the functions deploy to ${deployed.join(', ')}: ` +
        'firebase deploy does not read REGION; remove it.',
    );
  }
  return problems;
}

/** The secrets the functions list (each endpoint's secretEnvironmentVariables), sorted, once each. */
export function secretNamesOf(endpoints) {
  const names = new Set();
  for (const endpoint of Object.values(endpoints)) {
    for (const secret of endpoint.secretEnvironmentVariables ?? []) names.add(secret.key);
  }
  return [...names].sort();
}

const SECRET_REFERENCE = /^projects\/[^/]+\/secrets\/[^/]+\/versions\/[^/]+$/;
const MAIL_PARAMS = ['DATABASE', 'DATABASE_REGION', 'AUTH_TYPE', 'MAIL_COLLECTION', 'DEFAULT_FROM'];

/**
 * Firebase's Trigger Email extension is declared in firebase.json and its params (extensions/<id>.env, then
 * extensions/<id>.env.<project-id>) name the mail collection, a sender, an SMTP server and the password as a Secret
 * Manager reference, never in the file.
 */
export function mailExtensionProblems(firebaseJson, params) {
  const declared = firebaseJson.extensions?.[MAIL_EXTENSION];
  if (!declared || !String(declared).startsWith(`firebase/${MAIL_EXTENSION}@`)) {
    return [
      `firebase.json declares no mail extension: "extensions": { "${MAIL_EXTENSION}": "firebase/${MAIL_EXTENSION}@<version>" }.`,
    ];
  }
  if (!params) return [`extensions/${MAIL_EXTENSION}.env is missing: the mail extension's params.`];
  const problems = [];
  for (const name of MAIL_PARAMS) {
    if (blank(params[name])) problems.push(`${name} is not set in extensions/${MAIL_EXTENSION}.env.`);
  }
  if (!blank(params.MAIL_COLLECTION) && params.MAIL_COLLECTION !== MAIL_COLLECTION) {
    problems.push(
      `MAIL_COLLECTION=${params.MAIL_COLLECTION}: the functions write mail to "${MAIL_COLLECTION}".`,
    );
  }
  if (!blank(params.DEFAULT_FROM) && isDemoValue(params.DEFAULT_FROM)) {
    problems.push(
      `DEFAULT_FROM=${params.DEFAULT_FROM} is a demo address (extensions/${MAIL_EXTENSION}.env.<project-id>).`,
    );
  }
  const uri = params.SMTP_CONNECTION_URI;
  if (blank(uri)) {
    problems.push(
      `SMTP_CONNECTION_URI is not set (extensions/${MAIL_EXTENSION}.env.<project-id>): smtps://user@host:465.`,
    );
  } else if (!/^smtps?:\/\/[^\s]+:\d+/.test(uri) || isDemoValue(uri)) {
    problems.push(`SMTP_CONNECTION_URI=${uri} is not a real smtp(s)://user@host:port address.`);
  } else if (/^smtps?:\/\/[^@/]*:[^@/]*@/.test(uri)) {
    problems.push('SMTP_CONNECTION_URI carries a password: keep it in the SMTP_PASSWORD secret.');
  }
  if (params.AUTH_TYPE !== 'OAuth2' && !SECRET_REFERENCE.test(params.SMTP_PASSWORD ?? '')) {
    problems.push(
      'SMTP_PASSWORD is not a Secret Manager reference (projects/${param:PROJECT_NUMBER}/secrets/<name>/versions/latest).',
    );
  }
  return problems;
}

/** The secret a Secret Manager reference (projects/<p>/secrets/<name>/versions/<v>) names; null if it is none. */
export function secretNameOf(reference) {
  const match = String(reference ?? '').match(/^projects\/[^/]+\/secrets\/([^/]+)\/versions\/[^/]+$/);
  return match ? match[1] : null;
}

/**
 * Runs the steps in order with `deployStep(step)` (true when it went out) and stops at the first failure: answers what
 * went out, the step that failed (null if none) and what was not sent.
 */
export function runSteps(steps, deployStep) {
  const done = [];
  for (const [index, step] of steps.entries()) {
    if (!deployStep(step)) return { done, failed: step, notSent: steps.slice(index + 1) };
    done.push(step);
  }
  return { done, failed: null, notSent: [] };
}

/** What a person reads when a deploy stopped: the step that failed, what already went out and what did not. */
export function stoppedMessage({ done, failed, notSent }, projectId) {
  const names = (steps) => (steps.length === 0 ? 'nothing' : steps.map((step) => step.name).join(', '));
  return [
    `Deploy to ${projectId} stopped: ${failed.name} failed (firebase deploy --only ${failed.only}).`,
    `Already deployed: ${names(done)}.`,
    `Not deployed: ${names(notSent)}.`,
    `Fix it and run npm run deploy again (each step is safe to send twice).`,
  ].join('\n');
}

/** The storage triggers' region parameter and its default (functions/src/config.ts, storageRegion). */
export const PARAM_DEFAULTS = { STORAGE_REGION: 'europe-west2' };

/**
 * Every check over what deploy:check read, as [name, problems] pairs in the order it prints them. `loaded` is
 * loadBundle's answer; `functionsEnv` the functions' settings files; `web` the app's build settings (with
 * STORAGE_BUCKET_LOCATION); `mailParams` the extension's params files (null when there are none).
 */
export function deployProblems(inputs) {
  const { functionsEnv, web, loaded, expectedNames, firebaseJson, mailParams, offline = false } = inputs;
  const endpoints = loaded.endpoints ?? {};
  const storageTrigger = Object.values(endpoints).find((endpoint) =>
    endpoint.eventTrigger?.eventType?.startsWith('google.cloud.storage.'),
  );
  const storageRegion = storageTrigger
    ? regionsOf(storageTrigger, functionsEnv, PARAM_DEFAULTS)[0]
    : functionsEnv.STORAGE_REGION;
  const functionsConfig = [].concat(firebaseJson.functions ?? [])[0] ?? {};
  return [
    [
      'Functions settings (functions/.env.<project-id>)',
      functionsSettingsProblems(functionsEnv, { secrets: secretNamesOf(endpoints) }),
    ],
    ['Web app settings (.env)', webConfigProblems(web, inputs.projectId, functionsEnv)],
    [
      'Storage triggers in the bucket region',
      storageRegionProblems({ bucketLocation: web.STORAGE_BUCKET_LOCATION, storageRegion }),
    ],
    [
      offline
        ? 'Functions bundle loads (offline: installed dependencies)'
        : 'Functions bundle loads in isolation',
      bundleProblems(loaded, expectedNames),
    ],
    [
      'Functions runtime',
      runtimeProblems({
        runtime: declaredRuntime(functionsConfig, inputs.functionsPackage),
        supported: inputs.supportedRuntimes,
        now: inputs.now,
      }),
    ],
    ['Functions region', functionsRegionProblems(endpoints, functionsEnv, web)],
    [
      'Hosting rewrites',
      loaded.error
        ? []
        : rewriteProblems(firebaseJson.hosting?.rewrites, endpoints, functionsEnv, PARAM_DEFAULTS),
    ],
    ['Mail extension', mailExtensionProblems(firebaseJson, mailParams)],
  ];
}
