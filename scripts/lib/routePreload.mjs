// A page is a lazy chunk that the router asks for only once the entry has run, so a first visit downloads in two
// waves: the entry, then the page. For the pages a first visit lands on (every signed-out visitor ends on /login),
// index.html starts the page's chunks with the entry, but only on that path, so no other route downloads them.

/** The chunks `file` loads before it runs, beyond those in `loaded`. */
function staticImports(bundle, file, loaded, found = new Set()) {
  for (const imported of bundle[file]?.imports ?? []) {
    if (loaded.has(imported) || found.has(imported)) continue;
    found.add(imported);
    staticImports(bundle, imported, loaded, found);
  }
  return found;
}

/** The inline script that preloads, on each path, the chunks of its page the entry does not load already. */
export function preloadScript(bundle, pages) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = new Set([entry.fileName, ...staticImports(bundle, entry.fileName, new Set())]);
  const files = {};
  for (const [route, page] of Object.entries(pages)) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(page));
    if (!chunk) throw new Error(`routePreload: no chunk for ${page}`);
    files[route] = [chunk.fileName, ...staticImports(bundle, chunk.fileName, loaded)];
  }
  return (
    `{const files=${JSON.stringify(files)}[location.pathname];` +
    `for(const file of files||[]){const link=document.createElement('link');` +
    `link.rel='modulepreload';link.href='/'+file;document.head.append(link)}}`
  );
}

/** Vite plugin: `pages` maps a path to its page module, such as { '/login': 'src/features/auth/pages/LoginPage.tsx' }. */
export function routePreload(pages) {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return {
          html,
          tags: [{ tag: 'script', children: preloadScript(bundle, pages), injectTo: 'head-prepend' }],
        };
      },
    },
  };
}
