import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const features = [
  'auth', 'profile', 'dashboard', 'venues', 'availability', 'directory', 'events', 'tickets',
  'orders', 'announcements', 'payments', 'notifications', 'layout',
];

// Each feature may import only itself plus the shared layers; this keeps features independent.
const featureBoundaries = features.map((name) => ({
  files: [`src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: features.filter((f) => f !== name).map((f) => `@/features/${f}/**`),
            message: 'Features do not import each other; move shared code to components/, domain/ or services/.',
          },
          { group: ['firebase/*', 'firebase'], message: 'Only src/services and src/lib/firebase import firebase.' },
          { group: ['@/services/*'], message: 'Pages and components do not call services; sagas do.' },
        ],
      },
    ],
  },
}));

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
  // Sagas are the one place in a feature that performs I/O through services.
  {
    files: ['src/features/*/slice/saga.ts', 'src/features/*/slice/__tests__/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
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
