// What the service worker (src/sw.ts) precaches: the app shell and the door, not every file of the build. A phone
// that once opened the door screen must open it again without the network, so the worker keeps, from the build's
// manifest: index.html and what its entry loads up front, the sign-in pages, the dashboard's frame with the rest of
// the styles, the Firebase SDKs, the event details page with the door over it (its camera library, html5-qrcode,
// included), and the texts those use in every language. Everything else is fetched when a page needs it (and kept
// by the worker's runtime cache until the next build takes over).

/** Manifest keys of the source modules the shell and the door are made of (a missing one fails the build). */
export const SHELL_AND_DOOR_MODULES = [
  'index.html',
  'src/styles/allStyles.ts',
  'src/features/layout/components/DashboardLayout.tsx',
  'src/features/notifications/components/NotificationBell.tsx',
  'src/features/notifications/slice/module.ts',
  'src/features/events/pages/EventDetailsPage.tsx',
  'src/features/events/slice/module.ts',
  'src/features/door/pages/DoorScanPage.tsx',
  'src/features/door/slice/module.ts',
];

/** Modules whose on-demand imports are precached too: the door's camera library. */
const FOLLOW_IMPORTS_OF = /^src\/features\/door\//;
/** The Firebase SDKs a signed-in page starts (lib/firebase/app.ts loads them on demand). */
const FIREBASE_SDKS = /^node_modules\/firebase\/(app|auth|firestore|functions)\//;
/** The texts of the shell and the door, in every language. */
const DOOR_TEXTS = /^src\/locales\/[^/]+\/(common|layout|auth|ui|errors|events|door|notifications)\.json$/;
/** Files of the build that are not chunks: the page, the worker's manifest and the icons. */
export const SHELL_FILES = ['index.html', 'manifest.webmanifest', 'favicon.svg', 'favicon-32.png'];

/**
 * The built files (paths under dist/) to precache, from the Vite manifest: the shell's and the door's modules,
 * the sign-in pages (`signInPages`, manifest keys) and everything they import before they run, with their CSS.
 */
export function precachedFiles(manifest, signInPages) {
  const roots = [...SHELL_AND_DOOR_MODULES, ...signInPages];
  const missing = roots.filter((key) => !manifest[key]);
  if (missing.length > 0)
    throw new Error(
      `The service worker's precache names modules the build does not have: ${missing.join(', ')}`,
    );
  const keys = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || keys.has(key)) return;
    keys.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (FOLLOW_IMPORTS_OF.test(key)) for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  for (const key of [
    ...roots,
    ...Object.keys(manifest).filter((key) => FIREBASE_SDKS.test(key) || DOOR_TEXTS.test(key)),
  ])
    visit(key);
  const files = new Set(SHELL_FILES);
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return files;
}

/**
 * vite-plugin-pwa's manifestTransforms entry that keeps only precachedFiles() of the files its globPatterns matched,
 * reading the Vite manifest the build has just written (`manifestPath`).
 */
export function shellAndDoorOnly({ manifestPath, signInPages, readFile }) {
  return async (entries) => {
    const kept = precachedFiles(JSON.parse(await readFile(manifestPath, 'utf8')), signInPages);
    return { manifest: entries.filter((entry) => kept.has(entry.url)), warnings: [] };
  };
}
