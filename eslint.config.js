import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The features are the folders of src/features, read when the config loads, so a new feature is fenced in at once.
const featuresRoot = fileURLToPath(new URL('./src/features/', import.meta.url));
const features = readdirSync(featuresRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A regex, not a group: the gitignore-style group 'firebase' would match any path segment (@/lib/firebase/errors).
const FIREBASE = {
  regex: '^(@?firebase(/|$)|@/lib/firebase/app$)',
  message: 'Only src/services and src/lib/firebase use the Firebase SDK; features reach it through services.',
};
const SERVICES = {
  group: ['@/services', '@/services/**'],
  message: 'Pages and components do not call services; sagas (slice/saga.ts, slice/*.saga.ts) do.',
};
const BARE_SRC = { regex: '^src(/|$)', message: "Import app code through the '@/' alias." };
// Inside a feature a relative path climbs one folder at most; anything further is written '@/features/<own>/...',
// so whether an import stays in its feature is plain from the specifier, whatever the file's depth.
const CLIMBS = '^(\\./)?(\\.\\./){2,}|(^|/)(?!\\.\\.?(/|$))[^/]+/\\.\\.(/|$)';
const RELATIVE = {
  regex: CLIMBS,
  message:
    "Relative imports climb one folder at most and take no detours; write '@/features/<this feature>/...' or '@/...'.",
};

/** Each feature imports only itself and the shared layers, which keeps features independent. */
function featureRules(name, { services }) {
  const others = features.filter((other) => other !== name);
  const patterns = [
    ...(others.length > 0
      ? [
          {
            group: others.flatMap((other) => [`@/features/${other}`, `@/features/${other}/**`]),
            message:
              'Features do not import each other; move shared code to components/, domain/ or services/.',
          },
        ]
      : []),
    RELATIVE,
    BARE_SRC,
    FIREBASE,
    ...(services ? [] : [SERVICES]),
  ];
  // no-restricted-imports does not see dynamic import(), so the same fences apply to it by syntax; esquery ends a
  // regex at the first '/', hence \x2F for a slash.
  const slash = (regex) => regex.replaceAll('/', '\\x2F');
  const targets = [
    ...(others.length > 0 ? [`@/features/(${others.map(escapeRegex).join('|')})(/|$)`] : []),
    '@?firebase(/|$)',
    '@/lib/firebase/app$',
    ...(services ? [] : ['@/services(/|$)']),
    'src(/|$)',
  ].map(slash);
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      {
        selector: `ImportExpression[source.value=/^(${targets.join('|')})/]`,
        message: "A feature's dynamic import() keeps the same boundaries as its static imports.",
      },
      { selector: `ImportExpression[source.value=/${slash(CLIMBS)}/]`, message: RELATIVE.message },
    ],
  };
}

// Sagas (slice/saga.ts, and slice/*.saga.ts for parts loaded on demand; a feature may have several slice folders) are
// the one place in a feature that performs I/O through services (their tests assert those calls);
// they are held to every other boundary. These blocks come after the general ones and replace them.
const featureBoundaries = features.flatMap((name) => [
  { files: [`src/features/${name}/**/*.{ts,tsx}`], rules: featureRules(name, { services: false }) },
  {
    files: [
      `src/features/${name}/**/slice/{saga,*.saga}.ts`,
      `src/features/${name}/**/slice/__tests__/**/*.{ts,tsx}`,
    ],
    rules: featureRules(name, { services: true }),
  },
]);

// Shared code serves every feature, so it depends on none; shared components also leave I/O to the sagas.
const FEATURES = {
  group: ['@/features', '@/features/**'],
  message:
    'Shared code (components/, services/, lib/, domain/) never imports a feature; the feature imports it.',
};
const sharedBoundaries = [
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    ignores: ['src/lib/firebase/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURES, SERVICES, FIREBASE, BARE_SRC] }] },
  },
  {
    files: ['src/services/**/*.ts', 'src/lib/firebase/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURES, BARE_SRC] }] },
  },
  // Sagas shared by several features (uploads, a card's bank step) do I/O through services, as a feature's saga does.
  {
    files: ['src/sagas/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURES, FIREBASE, BARE_SRC] }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      'functions/lib',
      'node_modules',
      '.emulator-data',
      'test-results',
      'playwright-report',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/**', 'src/lib/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase/*', 'firebase'],
              message: 'Only src/services and src/lib/firebase import firebase.',
            },
          ],
        },
      ],
    },
  },
  // The service worker shows web push in the background, which only Firebase Messaging's worker entry can do.
  {
    files: ['src/sw.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^firebase(/(?!app$|messaging/sw$)|$)',
              message: 'The service worker uses only firebase/app and firebase/messaging/sw.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...sharedBoundaries,
  {
    files: ['src/domain/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*', 'react', 'firebase*', '../*'], message: 'domain/ is pure.' }] },
      ],
    },
  },
  // A folder inside domain/ (entities/) may reach its siblings in domain/, never past it.
  {
    files: ['src/domain/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*', 'react', 'firebase*', '../../*'], message: 'domain/ is pure.' }] },
      ],
    },
  },
  // The contract is what both sides import, so it imports neither side: only zod and its own files.
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\./|\\.\\./|vitest$)',
              message: 'packages/contracts imports only zod and its own files.',
            },
          ],
        },
      ],
    },
  },
  // functions/src/shared holds what several product folders use (stock, calendar, money), so it imports none of them:
  // a helper two products need moves here rather than one product importing the other.
  {
    files: ['functions/src/shared/**/*.ts'],
    ignores: ['functions/src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/',
              message: 'functions/src/shared imports no product folder; move the helper here instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  },
);
