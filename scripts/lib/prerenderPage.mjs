// The first screens of a first visit could paint only after ~150 KB of JavaScript had arrived and run: on a slow
// phone that is the whole first-paint time (Lighthouse mobile, ARCHITECTURE budgets). So the build renders them once
// with React's server renderer (through Vite's SSR loader, the app's own code) and index.html carries each in a
// <template>. An inline script shows the one for the path before any script has loaded: the sign-in page for a
// visitor with no stored session, the dashboard's frame (no menu or name yet: they depend on the account) for one
// with a stored session and the default layout, each only in English. React then renders its own page over it with
// createRoot. The sign-in page reads what was typed meanwhile from the fields inside the element marked `mark`, so
// nothing typed early is lost.
// When a copy is shown, the app's entry script starts only after the copy's first frame: from a fast or warm cache
// the scripts would otherwise run first (one long task evaluating the libraries) and hold the paint back. Its
// modulepreloads (the chunks the entry imports) start with it, not with the page: requests in flight before the
// first paint count towards it in Lighthouse's simulation of a slow phone, which then put FCP at 2-2.8 s instead of
// 0.8 s in runs where the local server had answered them before the browser painted.
import { createServer } from 'vite';
import { ADD_LINKS_SOURCE } from './routePreload.mjs';

// Vite's tag for a chunk the entry imports.
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The inline script that shows the template of the page for this path and session. `pages` are
 * { id, path, signedIn, mark? }: the template's id, the path, whether the page is for a stored session, and the
 * attribute set on the shown page. A form submitted before the app has loaded would send the password in the URL
 * (the form has no handler yet), so the submit only marks the form with `submitMark`: the app submits it once it
 * has taken over.
 */
export function showScript({ pages, sessionKey, languageKey, layoutKey, submitMark, entry, preloads = [] }) {
  const keys = JSON.stringify({ pages, sessionKey, languageKey, layoutKey, submitMark, entry, preloads });
  return (
    `{const k=${keys};let signedIn=false,english=true,defaultLayout=true;` +
    `try{signedIn=!!(localStorage.getItem(k.sessionKey)||sessionStorage.getItem(k.sessionKey));` +
    `const language=localStorage.getItem(k.languageKey);english=!language||language==='en';` +
    `defaultLayout=!localStorage.getItem(k.layoutKey)}catch(e){}` +
    `const page=english&&k.pages.find((p)=>p.path===location.pathname&&p.signedIn===signedIn&&` +
    `(!signedIn||defaultLayout));` +
    `const root=document.getElementById('root'),template=page&&document.getElementById(page.id);` +
    `const shown=!!(root&&template);` +
    `if(shown){root.replaceChildren(template.content.cloneNode(true));` +
    `if(page.mark)root.firstElementChild?.setAttribute(page.mark,'');` +
    `root.querySelectorAll('form').forEach((form)=>form.addEventListener('submit',(event)=>{event.preventDefault();` +
    `form.setAttribute(k.submitMark,'')}))}` +
    // After the frame that paints the copy (rAF, then a task), or at once: a hidden tab gets no frames. The timer is a
    // safety net only; while the stylesheet still loads there are no frames either, and the copy waits for it.
    ADD_LINKS_SOURCE +
    `let started=false;const start=()=>{if(started)return;started=true;const script=document.createElement('script');` +
    `script.type='module';script.crossOrigin='';script.src=k.entry;document.head.append(script);` +
    `addLinks(k.preloads,(link,href)=>{link.rel='modulepreload';link.crossOrigin='';link.href=href})};` +
    `if(shown&&document.visibilityState!=='hidden'){requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1000)}` +
    `else{start()}}`
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
 * Vite plugin: each of `pages` is { id, entry, exportName, path, signedIn, mark? }, `entry` exporting `exportName`,
 * which resolves to the page's HTML; `sessionKey`, `languageKey` and `layoutKey` are the storage keys of the stored
 * session, the chosen language and the chosen layout; `submitMark` marks a form submitted before the app loaded.
 */
export function prerenderPages({ pages, sessionKey, languageKey, layoutKey, submitMark }) {
  let config;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, path: page, chunk }) {
        // Only the app's index.html: the buyers' shop.html is filled by the server (functions/src/publicPages).
        if (!bundle || page !== '/index.html') return html;
        const templates = [];
        for (const page of pages) {
          const markup = await render(config, page.entry, page.exportName);
          templates.push({ tag: 'template', attrs: { id: page.id }, children: markup, injectTo: 'body' });
        }
        const entryFile = `/${chunk.fileName}`;
        const entryTag = `<script type="module" crossorigin src="${entryFile}"></script>`;
        if (!html.includes(entryTag))
          throw new Error(`prerenderPages: no entry script ${entryTag} in index.html`);
        const shown = pages.map(({ id, path, signedIn, mark }) => ({ id, path, signedIn, mark }));
        // The show script starts the entry and preloads what it imports.
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        return {
          html: html.replace(entryTag, '').replace(MODULE_PRELOAD, ''),
          tags: [
            ...templates,
            {
              tag: 'script',
              children: showScript({
                pages: shown,
                sessionKey,
                languageKey,
                layoutKey,
                submitMark,
                entry: entryFile,
                preloads,
              }),
              injectTo: 'body',
            },
          ],
        };
      },
    },
  };
}
