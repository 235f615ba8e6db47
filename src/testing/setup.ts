import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n, { initI18n } from '@/app/i18n';
import { NAMESPACES } from '@/app/localeLoaders';

// Components render synchronously in tests, so every namespace is loaded before any test runs.
await initI18n('en');
await i18n.loadNamespaces(NAMESPACES);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
