// react-i18next imports useSyncExternalStore from 'use-sync-external-store/shim', the polyfill for React before 18;
// on React 19 the shim only hands back React's own hook, yet its fallback code still ships in /login's bundle. The
// build points that import here (vite.config.ts), at React's hook itself.
export { useSyncExternalStore } from 'react';
