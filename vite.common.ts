import { defaultClientConditions, defaultServerConditions } from 'vite';
import { fileURLToPath } from 'node:url';

// What the app (vite.config.ts) and the buyers' pages (vite.shop.config.ts) resolve alike.

export const resolve = {
  // The contract package's TypeScript source (its `source` export) rather than its CommonJS build, which is for the
  // functions: resolved as a package, its `sideEffects: false` lets the app keep only the parts it uses, so a page
  // that reads a config or a refusal code does not load zod.
  conditions: ['source', ...defaultClientConditions],
  alias: [
    { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    // Formik's four lodash functions, without the 5 KB (gzipped) of lodash internals they bring to /login.
    ...['clone', 'cloneDeep', 'isPlainObject', 'toPath'].map((name) => ({
      find: new RegExp(`^lodash-es/${name}$`),
      replacement: fileURLToPath(new URL(`./src/lib/formikLodash/${name}.ts`, import.meta.url)),
    })),
  ],
};

export const ssr = { resolve: { conditions: ['source', ...defaultServerConditions] } };
