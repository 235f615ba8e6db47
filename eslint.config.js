import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The features are the folders of src/features, read when the config loads, so a new feature is fenced in at once.
const featuresRoot = fileURLToPath(new URL('./src/features/', import.meta.url));
const features = readdirSync(featuresRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** How many folders below its feature folder the deepest file sits (0 for src/features/<name>/x.ts). */
function deepestLevel(dir, level = 0) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .reduce((deepest, entry) => Math.max(deepest, deepestLevel(path.join(dir, entry.name), level + 1)), level);
}
// Two spare levels, so a folder added since the last run is covered as well.
const levels = Math.max(0, ...features.map((name) => deepestLevel(path.join(featuresRoot, name)))) + 2;

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A regex, not a group: the gitignore-style group 'firebase' would match any path segment (@/lib/firebase/errors).
const FIREBASE = {
  regex: '^(@?firebase(/|$)|@/lib/firebase/app$)',
  message: 'Only src/services and src/lib/firebase use the Firebase SDK; features reach it through services.',
};
const SERVICES = {
  group: ['@/services', '@/services/**'],
  message: 'Pages and components do not call services; sagas (slice/saga.ts) do.',
};
const BARE_SRC = { regex: '^src(/|$)', message: "Import app code through the '@/' alias." };
// A relative path written with a detour (../slice/../../venues) could hide where it lands.
const DETOUR_REGEX = '(^|/)(?!\\.\\.?(/|$))[^/]+/\\.\\.(/|$)';
const DETOUR = {
  regex: DETOUR_REGEX,
  message: 'Write relative imports without a detour through a folder and back (no "x/..").',
};

/** A relative specifier that climbs out of the feature folder from a file `level` folders below it. */
const leavesFeature = (level) => `^(\\./)?(\\.\\./){${level + 1},}`;

/**
 * Each feature may import only itself plus the shared layers; this keeps features independent. Import specifiers
 * are matched as written, so beside the '@/' alias a relative path that climbs out of the feature folder is
 * refused too (code outside the feature is imported through '@/'), which a file's depth decides: from
 * src/features/<name>/<level folders>/x.ts, (level + 1) times '../' leaves the feature.
 */
function featureRestrictions(name, level, { services }) {
  const others = features.filter((other) => other !== name);
  const patterns = [
    {
      group: others.flatMap((other) => [`@/features/${other}`, `@/features/${other}/**`]),
      message: 'Features do not import each other; move shared code to components/, domain/ or services/.',
    },
    {
      regex: leavesFeature(level),
      message: `This relative path leaves src/features/${name}: features do not import each other, and shared code is imported through '@/'.`,
    },
    DETOUR,
    BARE_SRC,
    FIREBASE,
    ...(services ? [] : [SERVICES]),
  ].filter((pattern) => !pattern.group || pattern.group.length > 0);
  return { 'no-restricted-imports': ['error', { patterns }] };
}

// Dynamic import() is not checked by no-restricted-imports, so the same fences apply to it by syntax.
function dynamicImportRestrictions(name, level, { services }) {
  // esquery ends a regex at the first '/', so a slash is written as \x2F.
  const slash = '\\x2F';
  const noSlash = (regex) => regex.replaceAll('/', slash);
  const others = features.filter((other) => other !== name).map(escapeRegex);
  const targets = [
    ...(others.length > 0 ? [`@${slash}features${slash}(${others.join('|')})(${slash}|$)`] : []),
    `@?firebase(${slash}|$)`,
    `@${slash}lib${slash}firebase${slash}app$`,
    ...(services ? [] : [`@${slash}services(${slash}|$)`]),
    `src(${slash}|$)`,
    noSlash(leavesFeature(level)).slice(1),
  ];
  return {
    'no-restricted-syntax': [
      'error',
      {
        selector: `ImportExpression[source.value=/^(${targets.join('|')})/]`,
        message: "A feature's dynamic import() keeps the same boundaries as its static imports.",
      },
      {
        selector: `ImportExpression[source.value=/${noSlash(DETOUR_REGEX)}/]`,
        message: DETOUR.message,
      },
    ],
  };
}

const filesAt = (name, level) => [`src/features/${name}/${'*/'.repeat(level)}*.{ts,tsx}`];

// Sagas are the one place in a feature that performs I/O through services (their tests assert those calls);
// they are still held to every other boundary. These blocks come after the general ones and replace them.
const sagaFiles = (name, level) =>
  level === 1
    ? [`src/features/${name}/slice/saga.ts`]
    : level >= 2
      ? [`src/features/${name}/slice/__tests__/${'*/'.repeat(level - 2)}*.{ts,tsx}`]
      : [];

const featureBoundaries = features.flatMap((name) =>
  Array.from({ length: levels + 1 }, (_, level) => level).flatMap((level) => [
    {
      files: filesAt(name, level),
      rules: { ...featureRestrictions(name, level, { services: false }), ...dynamicImportRestrictions(name, level, { services: false }) },
    },
    ...(sagaFiles(name, level).length > 0
      ? [
          {
            files: sagaFiles(name, level),
            rules: { ...featureRestrictions(name, level, { services: true }), ...dynamicImportRestrictions(name, level, { services: true }) },
          },
        ]
      : []),
  ]),
);

export default tseslint.config(
  { ignores: ['dist', 'functions/lib', 'node_modules', '.emulator-data', 'test-results', 'playwright-report'] },
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
        { patterns: [{ group: ['firebase/*', 'firebase'], message: 'Only src/services and src/lib/firebase import firebase.' }] },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*', 'react', 'firebase*', '../*'], message: 'domain/ is pure.' }] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
  },
);
