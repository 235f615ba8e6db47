// index.html's inline script that preloads what the first screen of the path needs (build/routePreload.ts).
// Serialised into the page (build/inlineScript.ts), so it uses nothing from outside its body: no imports, no
// module-level names; `addLinks` comes in as an argument.
import type { AddLinks } from './addLinks';

export interface PreloadKeys {
  /** Storage key of the stored session (local or session storage). */
  sessionKey: string;
  /** Each path's files (chunks and stylesheets, relative to the root) with and without a stored session. */
  signedIn: Record<string, string[]>;
  signedOut: Record<string, string[]>;
  linksPerTask: number;
}

/**
 * Preloads this path's files for the session: after the first frame (rAF, then a task), as the app's entry starts
 * over a prerendered page, since requests in flight before the first paint count towards it in Lighthouse's
 * simulation; at once in a hidden tab, which gets no frames; the timer is a safety net. A stylesheet is only
 * fetched (rel=preload): applied now, it would land before the app's own rules.
 */
export function preloadRoutes(k: PreloadKeys, addLinks: AddLinks): void {
  let stored = false;
  try {
    stored = !!(localStorage.getItem(k.sessionKey) || sessionStorage.getItem(k.sessionKey));
  } catch {
    // Storage is disabled (private mode): signed out.
  }
  const files = (stored ? k.signedIn : k.signedOut)[location.pathname];
  if (!files) return;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    addLinks(
      files,
      (link, file) => {
        if (file.endsWith('.css')) {
          link.rel = 'preload';
          link.as = 'style';
        } else {
          link.rel = 'modulepreload';
        }
        link.href = '/' + file;
      },
      k.linksPerTask,
    );
  };
  if (document.visibilityState === 'hidden') {
    once();
  } else {
    requestAnimationFrame(() => setTimeout(once));
    setTimeout(once, 1000);
  }
}
