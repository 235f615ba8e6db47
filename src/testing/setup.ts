import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n, { initI18n } from '@/app/i18n';
import { NAMESPACES } from '@/app/localeLoaders';

// A page behind a lazy route loads its module on first use, which on a busy two-core machine can take longer than
// findBy's 1 s default; waiting longer changes no outcome, it only stops a slow machine from failing a sound test.
configure({ asyncUtilTimeout: 4000 });

// Components render synchronously in tests, so every namespace is loaded before any test runs.
await initI18n('en');
await i18n.loadNamespaces(NAMESPACES);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
