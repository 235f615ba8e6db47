// A page is a lazy chunk that the router asks for only once the entry has run, so a first visit downloads in two
// waves: the entry, then the page. For the pages a first visit lands on (every signed-out visitor ends on /login),
// index.html starts the page's chunks with the entry, but only on that path, so no other route downloads them. A
// signed-in visit has more waves (the frame, the page, its feature module, the Firebase SDKs, the page's texts),
// each waiting for the one before; preloading them together turns that chain into one wave.

/** The chunks `file` loads before it runs, beyond those in `loaded`. */
function staticImports(bundle, file, loaded, found = new Set()) {
  for (const imported of bundle[file]?.imports ?? []) {
    if (loaded.has(imported) || found.has(imported)) continue;
    found.add(imported);
    staticImports(bundle, imported, loaded, found);
  }
  return found;
}

/** Each path's files: the chunks of its modules that the entry (or an earlier module of the list) does not load. */
function filesOf(bundle, chunks, loaded, routes) {
  const files = {};
  for (const [route, modules] of Object.entries(routes)) {
    const seen = new Set(loaded);
    files[route] = [];
    for (const module of [modules].flat()) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
      if (!chunk) throw new Error(`routePreload: no chunk for ${module}`);
      for (const file of [chunk.fileName, ...staticImports(bundle, chunk.fileName, seen)]) {
        if (seen.has(file)) continue;
        seen.add(file);
        files[route].push(file);
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
export function preloadScript(bundle, { signedOut = {}, signedIn = {}, sessionKey }) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = new Set([entry.fileName, ...staticImports(bundle, entry.fileName, new Set())]);
  const out = JSON.stringify(filesOf(bundle, chunks, loaded, signedOut));
  const into = JSON.stringify(filesOf(bundle, chunks, loaded, signedIn));
  return (
    `{let stored=false;try{stored=!!(localStorage.getItem(${JSON.stringify(sessionKey)})||` +
    `sessionStorage.getItem(${JSON.stringify(sessionKey)}))}catch(e){}` +
    `const files=(stored?${into}:${out})[location.pathname];` +
    `for(const file of files||[]){const link=document.createElement('link');` +
    `link.rel='modulepreload';link.href='/'+file;document.head.append(link)}}`
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
      handler(html, { bundle }) {
        if (!bundle) return html;
        return {
          html,
          tags: [{ tag: 'script', children: preloadScript(bundle, routes), injectTo: 'head-prepend' }],
        };
      },
    },
  };
}
