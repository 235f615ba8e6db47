// The first screens of a first visit could paint only after ~150 KB of JavaScript had arrived and run: on a slow
// phone that is the whole first-paint time (Lighthouse mobile, ARCHITECTURE budgets). So the build renders them once
// with React's server renderer (through Vite's SSR loader, the app's own code: ../pages) and index.html carries each
// in a <template>, which an inline script (../inline/showPage.ts) shows before any script has loaded. React then
// renders its own page over it with createRoot.
// When a copy is shown, the app's entry script starts only after the copy's first frame: from a fast or warm cache
// the scripts would otherwise run first (one long task evaluating the libraries) and hold the paint back. Its
// modulepreloads (the chunks the entry imports) start with it, not with the page: requests in flight before the
// first paint count towards it in Lighthouse's simulation of a slow phone, which then put FCP at 2-2.8 s instead of
// 0.8 s in runs where the local server had answered them before the browser painted.
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { addLinks } from '../inline/addLinks';
import { showPage, type ShowPageKeys, type ShownPage } from '../inline/showPage';
import { inlineScript } from './inlineScript';

// The entry's modulepreloads go into the page a few per task once the copy has painted, so no one task adds them all.
export const LINKS_PER_TASK = 6;

// Vite's tag for a chunk the entry imports.
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** A page to prerender: `entry` (a module of the app) exports `exportName`, which resolves to the page's HTML. */
export interface PrerenderedPage extends ShownPage {
  entry: string;
  exportName: string;
}

/** The inline script that shows the template of the page for this path and session (../inline/showPage.ts). */
export const showScript = (keys: Omit<ShowPageKeys, 'linksPerTask'>): string =>
  inlineScript(showPage, { ...keys, linksPerTask: LINKS_PER_TASK }, addLinks);

/** Renders each page: `exportName` of `entry`. */
async function render(config: ResolvedConfig, pages: PrerenderedPage[]): Promise<string[]> {
  const server = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const markup = [];
    for (const { entry, exportName } of pages)
      markup.push(await (await server.ssrLoadModule(entry))[exportName]());
    return markup;
  } finally {
    await server.close();
  }
}

/**
 * Vite plugin: renders `pages` into index.html's templates; `sessionKey`, `languageKey` and `layoutKey` are the
 * storage keys of the stored session, the chosen language and the chosen layout; `submitMark` marks a form
 * submitted before the app loaded. `markup()` gives the pages' HTML, rendered once per build: the CSS purge keeps
 * what it can match (purgeBootstrap's `firstVisitMarkup`).
 */
export function prerenderPages({
  pages,
  sessionKey,
  languageKey,
  layoutKey,
  submitMark,
}: {
  pages: PrerenderedPage[];
  sessionKey: string;
  languageKey: string;
  layoutKey: string;
  submitMark: string;
}): Plugin & { markup: () => Promise<string[]> } {
  let config: ResolvedConfig;
  let rendered: Promise<string[]> | undefined;
  const markup = () => (rendered ??= render(config, pages));
  return {
    markup,
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, path, chunk }) {
        // Only the app's index.html: the buyers' shop.html is filled by the server (functions/src/publicPages).
        if (!bundle || !chunk || path !== '/index.html') return html;
        const templates = (await markup()).map((children, index) => ({
          tag: 'template',
          attrs: { id: pages[index].id },
          children,
          injectTo: 'body' as const,
        }));
        const entry = `/${chunk.fileName}`;
        const entryTag = `<script type="module" crossorigin src="${entry}"></script>`;
        if (!html.includes(entryTag))
          throw new Error(`prerenderPages: no entry script ${entryTag} in index.html`);
        const shown = pages.map(({ id, path, signedIn, mark }) => ({ id, path, signedIn, mark }));
        // The show script starts the entry and preloads what it imports.
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        const keys = { pages: shown, sessionKey, languageKey, layoutKey, submitMark, entry, preloads };
        return {
          html: html.replace(entryTag, '').replace(MODULE_PRELOAD, ''),
          tags: [...templates, { tag: 'script', children: showScript(keys), injectTo: 'body' }],
        };
      },
    },
  };
}
