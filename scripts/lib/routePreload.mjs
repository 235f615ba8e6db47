// A page is a lazy chunk that the router asks for only once the entry has run, so a first visit downloads in two
// waves: the entry, then the page. For the pages a first visit lands on (every signed-out visitor ends on /login),
// index.html starts the page's chunks with the entry, but only on that path, so no other route downloads them. A
// signed-in visit has more waves (the frame, the page, its feature module, the Firebase SDKs, the page's texts),
// each waiting for the one before; preloading them together turns that chain into one wave.

/** Links added to <head> in one task: each starts its request, about a millisecond of main thread. */
export const LINKS_PER_TASK = 6;

/**
 * Inline-script source of `addLinks(hrefs, setUp)`: appends a <link> per href to <head>, LINKS_PER_TASK of them per
 * task, `setUp(link, href)` giving each its rel and address. Used by this script and by prerenderPage.mjs's.
 */
export const ADD_LINKS_SOURCE =
  `const addLinks=(hrefs,setUp,from=0)=>{for(const href of hrefs.slice(from,from+${LINKS_PER_TASK})){` +
  `const link=document.createElement('link');setUp(link,href);document.head.append(link)}` +
  `if(from+${LINKS_PER_TASK}<hrefs.length)setTimeout(()=>addLinks(hrefs,setUp,from+${LINKS_PER_TASK}))};`;

/** The chunks `file` loads before it runs, beyond those in `loaded`. */
function staticImports(bundle, file, loaded, found = new Set()) {
  for (const imported of bundle[file]?.imports ?? []) {
    if (loaded.has(imported) || found.has(imported)) continue;
    found.add(imported);
    staticImports(bundle, imported, loaded, found);
  }
  return found;
}

/** A module that imports only stylesheets leaves no chunk, only its CSS file, named after it. */
function stylesheetOf(bundle, module) {
  const name = `${module
    .split('/')
    .pop()
    .replace(/\.[jt]sx?$/, '')}.css`;
  return Object.values(bundle).find((output) => output.type === 'asset' && output.names?.includes(name))
    ?.fileName;
}

/** The stylesheets a chunk brings (Vite inserts them before the chunk runs). */
const cssOf = (bundle, file) => [...(bundle[file]?.viteMetadata?.importedCss ?? [])];

/**
 * Each path's files: the chunks of its modules that the entry (or an earlier module of the list) does not load,
 * and their stylesheets.
 */
function filesOf(bundle, chunks, loaded, routes) {
  const files = {};
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
 * The inline script that preloads, on each path, the chunks its first screen needs and the entry does not load:
 * `signedOut` when no session is stored (sessionKey in local or session storage), `signedIn` when one is, since a
 * signed-in visit renders the dashboard frame at once from the stored session (and a signed-out one is sent to
 * /login, which would waste the frame's bytes).
 */
export function preloadScript(bundle, { signedOut = {}, signedIn = {}, sessionKey }, entryFile = null) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  // The page's own entry (a build with several pages has an entry each); the first entry when not named.
  const entry = chunks.find((chunk) => chunk.isEntry && (!entryFile || chunk.fileName === entryFile));
  const entryChunks = [entry.fileName, ...staticImports(bundle, entry.fileName, new Set())];
  const loaded = new Set([...entryChunks, ...entryChunks.flatMap((file) => cssOf(bundle, file))]);
  const out = JSON.stringify(filesOf(bundle, chunks, loaded, signedOut));
  const into = JSON.stringify(filesOf(bundle, chunks, loaded, signedIn));
  return (
    `{let stored=false;try{stored=!!(localStorage.getItem(${JSON.stringify(sessionKey)})||` +
    `sessionStorage.getItem(${JSON.stringify(sessionKey)}))}catch(e){}` +
    `const files=(stored?${into}:${out})[location.pathname];` +
    ADD_LINKS_SOURCE +
    // A stylesheet is only fetched here (rel=preload): applied now, it would land before the app's own rules.
    `const preload=()=>addLinks(files,(link,file)=>{` +
    `if(file.endsWith('.css')){link.rel='preload';link.as='style'}else{link.rel='modulepreload'}` +
    `link.href='/'+file});` +
    // After the first frame (rAF, then a task), as the app's entry starts over a prerendered page
    // (prerenderPage.mjs): requests in flight before the first paint count towards it in Lighthouse's simulation.
    // At once in a hidden tab, which gets no frames; the timer is a safety net.
    `if(files){let done=false;const once=()=>{if(!done){done=true;preload()}};` +
    `if(document.visibilityState==='hidden')once();else{requestAnimationFrame(()=>setTimeout(once));` +
    `setTimeout(once,1000)}}}`
  );
}

/**
 * Vite plugin: `signedOut` and `signedIn` map a path to the modules of its first screen, such as
 * { '/login': 'src/features/auth/pages/LoginPage.tsx' }; `sessionKey` is the storage key of the stored session.
 */
export function routePreload(routes) {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, path: page, chunk }) {
        // The routes are the app's (index.html); the buyers' shop.html has its own entry.
        if (!bundle || page !== '/index.html') return html;
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
