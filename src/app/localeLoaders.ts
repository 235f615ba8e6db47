// Every locale file but the shell's English ones, each a chunk of its own. Kept out of i18n.ts, which ships in the
// first download: the map of 60-odd loaders alone weighs more than a kilobyte gzipped, and a visit to the sign-in
// page needs none of it.
export const loaders = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/*/*.json',
    '!../locales/en/common.json',
    '!../locales/en/layout.json',
    '!../locales/en/auth.json',
  ],
  { import: 'default' },
);

/** Every namespace that has an English file. */
export const NAMESPACES = [
  ...new Set([
    'common',
    'layout',
    'auth',
    ...Object.keys(loaders)
      .filter((file) => file.startsWith('../locales/en/'))
      .map((file) => file.split('/').pop()!.replace('.json', '')),
  ]),
];
