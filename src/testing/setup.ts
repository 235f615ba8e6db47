import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import i18n, { initI18n } from '@/app/i18n';
import { SHELL_TEXTS } from '@/app/shellTexts';
import { NAMESPACES } from '@/app/localeLoaders';

// Components render synchronously in tests, so every namespace is loaded before any test runs.
await initI18n(SHELL_TEXTS, 'en');
await i18n.loadNamespaces(NAMESPACES);

// Sagas, reducers and schemas run in Node (the `logic` project), with no page to clean up and no need to load React's
// DOM renderer for it.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // A page behind a lazy route loads its module on first use, which on a busy two-core machine can take longer than
  // findBy's 1 s default; waiting longer changes no outcome, it only stops a slow machine from failing a sound test.
  configure({ asyncUtilTimeout: 4000 });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
