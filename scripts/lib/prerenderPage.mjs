// The sign-in page is where every signed-out first visit lands, and it could paint only after ~150 KB of JavaScript
// had arrived and run: on a slow phone that is the whole first-paint time (Lighthouse mobile, ARCHITECTURE budgets).
// So the build renders the page once with React's server renderer (through Vite's SSR loader, the app's own code)
// and index.html carries the markup in a <template>. An inline script shows it on that path before any script has
// loaded, for a visitor with no stored session and no language other than English (the two cases where the app's
// first screen would be something else). React then renders the same page over it with createRoot; the page reads
// what was typed meanwhile from the fields inside the element marked `mark`, so nothing typed early is lost.
// When the copy is shown, the app's entry script starts only after the copy's first frame: from a fast or warm
// cache the scripts would otherwise run first (one long task evaluating the libraries) and hold the paint back.
import { createServer } from 'vite';

/**
 * The inline script that shows the template on `path`. A form submitted before the app has loaded would send the
 * password in the URL (the form has no handler yet), so submitting does nothing until the app takes over.
 */
export function showScript({ path, sessionKey, languageKey, mark, entry }) {
  const keys = JSON.stringify({ path, sessionKey, languageKey, mark, entry });
  return (
    `{const k=${keys};let show=location.pathname===k.path;` +
    `try{const language=localStorage.getItem(k.languageKey);show=show&&!localStorage.getItem(k.sessionKey)&&` +
    `!sessionStorage.getItem(k.sessionKey)&&(!language||language==='en')}catch(e){}` +
    `const root=document.getElementById('root'),page=document.getElementById('prerendered-page');` +
    `const shown=show&&root&&page;` +
    `if(shown){root.replaceChildren(page.content.cloneNode(true));` +
    `root.firstElementChild?.setAttribute(k.mark,'');` +
    `root.querySelectorAll('form').forEach((form)=>form.addEventListener('submit',(event)=>event.preventDefault()))}` +
    // After the frame that paints the copy (rAF, then a task), or at once; a hidden tab gets no frames, hence the timer.
    `let started=false;const start=()=>{if(started)return;started=true;const script=document.createElement('script');` +
    `script.type='module';script.crossOrigin='';script.src=k.entry;document.head.append(script)};` +
    `if(shown){requestAnimationFrame(()=>setTimeout(start));setTimeout(start,100)}else{start()}}`
  );
}

/** Renders `exportName` of `entry` (a module of the app whose function resolves to the page's HTML). */
async function render(config, entry, exportName) {
  const server = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = await server.ssrLoadModule(entry);
    return await module[exportName]();
  } finally {
    await server.close();
  }
}

/**
 * Vite plugin: `entry` exports `exportName`, resolving to the HTML of the page at `path`; `sessionKey` and
 * `languageKey` are the storage keys of the stored session and the chosen language; `mark` is the attribute set on
 * the shown page.
 */
export function prerenderPage({ entry, exportName, path, sessionKey, languageKey, mark }) {
  let config;
  return {
    name: 'prerender-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        const markup = await render(config, entry, exportName);
        const entryFile = `/${Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry).fileName}`;
        const entryTag = `<script type="module" crossorigin src="${entryFile}"></script>`;
        if (!html.includes(entryTag))
          throw new Error(`prerenderPage: no entry script ${entryTag} in index.html`);
        return {
          // The show script starts the entry; its download still starts with the page's (modulepreload).
          html: html.replace(entryTag, `<link rel="modulepreload" crossorigin href="${entryFile}">`),
          tags: [
            { tag: 'template', attrs: { id: 'prerendered-page' }, children: markup, injectTo: 'body' },
            {
              tag: 'script',
              children: showScript({ path, sessionKey, languageKey, mark, entry: entryFile }),
              injectTo: 'body',
            },
          ],
        };
      },
    },
  };
}
