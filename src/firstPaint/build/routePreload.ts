// A page is a lazy chunk that the router asks for only once the entry has run, so a first visit downloads in two
// waves: the entry, then the page. For the pages a first visit lands on (every signed-out visitor ends on /login),
// index.html starts the page's chunks with the entry, but only on that path, so no other route downloads them. A
// signed-in visit has more waves (the frame, the page, its feature module, the Firebase SDKs, the page's texts),
// each waiting for the one before; preloading them together turns that chain into one wave.
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { addLinks } from '../inline/addLinks';
import { preloadRoutes } from '../inline/preloadRoutes';
import { inlineScript } from './inlineScript';

/** Links added to <head> in one task: each starts its request, about a millisecond of main thread. */
export const LINKS_PER_TASK = 6;

/** Each path's modules, such as { '/login': 'src/features/auth/pages/LoginPage.tsx' }. */
type Routes = Record<string, string | string[]>;

export interface RoutePreloadOptions {
  signedOut?: Routes;
  signedIn?: Routes;
  /** Storage key of the stored session. */
  sessionKey: string;
}

const chunkOf = (bundle: OutputBundle, file: string): OutputChunk | undefined => {
  const output = bundle[file];
  return output?.type === 'chunk' ? output : undefined;
};

/** The chunks `file` loads before it runs, beyond those in `loaded`. */
function staticImports(
  bundle: OutputBundle,
  file: string,
  loaded: Set<string>,
  found = new Set<string>(),
): Set<string> {
  for (const imported of chunkOf(bundle, file)?.imports ?? []) {
    if (loaded.has(imported) || found.has(imported)) continue;
    found.add(imported);
    staticImports(bundle, imported, loaded, found);
  }
  return found;
}

/** A module that imports only stylesheets leaves no chunk, only its CSS file, named after it. */
function stylesheetOf(bundle: OutputBundle, module: string): string | undefined {
  const name = `${module
    .split('/')
    .pop()
    ?.replace(/\.[jt]sx?$/, '')}.css`;
  return Object.values(bundle).find(
    (output): output is OutputAsset => output.type === 'asset' && (output.names ?? []).includes(name),
  )?.fileName;
}

/** The stylesheets a chunk brings (Vite inserts them before the chunk runs). */
const cssOf = (bundle: OutputBundle, file: string): string[] => [
  ...(chunkOf(bundle, file)?.viteMetadata?.importedCss ?? []),
];

/**
 * Each path's files: the chunks of its modules that the entry (or an earlier module of the list) does not load,
 * and their stylesheets.
 */
function filesOf(
  bundle: OutputBundle,
  chunks: OutputChunk[],
  loaded: Set<string>,
  routes: Routes,
): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const [route, modules] of Object.entries(routes)) {
    const seen = new Set(loaded);
    files[route] = [];
    for (const module of [modules].flat()) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
      const stylesOnly = !chunk && stylesheetOf(bundle, module);
      if (stylesOnly) {
        if (!seen.has(stylesOnly)) files[route].push(stylesOnly);
        seen.add(stylesOnly);
        continue;
      }
      if (!chunk) throw new Error(`routePreload: no chunk for ${module}`);
      for (const file of [chunk.fileName, ...staticImports(bundle, chunk.fileName, seen)]) {
        for (const needed of [file, ...cssOf(bundle, file)]) {
          if (seen.has(needed)) continue;
          seen.add(needed);
          files[route].push(needed);
        }
      }
    }
  }
  return files;
}

/**
 * The inline script (../inline/preloadRoutes.ts) that preloads, on each path, the chunks its first screen needs and
 * the entry does not load: `signedOut` when no session is stored, `signedIn` when one is, since a signed-in visit
 * renders the dashboard frame at once from the stored session (and a signed-out one is sent to /login, which would
 * waste the frame's bytes). `entryFile` is the page's own entry (a build with several pages has an entry each); the
 * first entry when not named.
 */
export function preloadScript(
  bundle: OutputBundle,
  { signedOut = {}, signedIn = {}, sessionKey }: RoutePreloadOptions,
  entryFile: string | null = null,
): string {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && (!entryFile || chunk.fileName === entryFile));
  if (!entry) throw new Error(`routePreload: no entry chunk ${entryFile ?? ''}`);
  const entryChunks = [entry.fileName, ...staticImports(bundle, entry.fileName, new Set())];
  const loaded = new Set([...entryChunks, ...entryChunks.flatMap((file) => cssOf(bundle, file))]);
  return inlineScript(
    preloadRoutes,
    {
      sessionKey,
      signedIn: filesOf(bundle, chunks, loaded, signedIn),
      signedOut: filesOf(bundle, chunks, loaded, signedOut),
      linksPerTask: LINKS_PER_TASK,
    },
    addLinks,
  );
}

/** Vite plugin: index.html gets the preload script, first in <head>. */
export function routePreload(routes: RoutePreloadOptions): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, path, chunk }) {
        // The routes are the app's (index.html); the buyers' shop.html has its own entry.
        if (!bundle || path !== '/index.html') return html;
        return {
          html,
          tags: [
            {
              tag: 'script',
              children: preloadScript(bundle, routes, chunk?.fileName),
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}
