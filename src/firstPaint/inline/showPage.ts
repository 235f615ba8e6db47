// index.html's inline script that shows the prerendered page for the path and session, then starts the app's entry
// after that page's first frame (README.md). Serialised into the page (build/inlineScript.ts), so it uses nothing
// from outside its body: no imports, no module-level names; `addLinks` comes in as an argument.
import type { AddLinks } from './addLinks';

/** A prerendered page: its <template>'s id, its path, whether it is for a stored session, its mark attribute. */
export interface ShownPage {
  id: string;
  path: string;
  signedIn: boolean;
  mark?: string;
}

export interface ShowPageKeys {
  pages: ShownPage[];
  /** Storage keys of the stored session (local or session storage), the chosen language and the chosen layout. */
  sessionKey: string;
  languageKey: string;
  layoutKey: string;
  /** Set on a form submitted before the app has loaded (the app submits it once it has taken over). */
  submitMark: string;
  /** The app's entry script, and the chunks it imports (their modulepreloads start with it). */
  entry: string;
  preloads: string[];
  linksPerTask: number;
}

/**
 * Shows the template of the page for this path and session: the sign-in page for a visitor with no stored session,
 * the dashboard's frame for one with a stored session and the default layout, each only in English. A form
 * submitted before the app has loaded would send the password in the URL (it has no handler yet), so the submit
 * only marks the form. The entry starts after the frame that paints the copy (rAF, then a task), or at once when
 * nothing is shown or the tab is hidden (it gets no frames); the timer is a safety net only: while the stylesheet
 * still loads there are no frames either, and the copy waits for it.
 */
export function showPage(k: ShowPageKeys, addLinks: AddLinks): void {
  let signedIn = false;
  let english = true;
  let defaultLayout = true;
  try {
    signedIn = !!(localStorage.getItem(k.sessionKey) || sessionStorage.getItem(k.sessionKey));
    const language = localStorage.getItem(k.languageKey);
    english = !language || language === 'en';
    defaultLayout = !localStorage.getItem(k.layoutKey);
  } catch {
    // Storage is disabled (private mode): a signed-out visitor in English.
  }
  const page =
    english &&
    k.pages.find(
      (p) => p.path === location.pathname && p.signedIn === signedIn && (!signedIn || defaultLayout),
    );
  const root = document.getElementById('root');
  const template = page ? (document.getElementById(page.id) as HTMLTemplateElement | null) : null;
  let shown = false;
  if (page && root && template) {
    shown = true;
    root.replaceChildren(template.content.cloneNode(true));
    if (page.mark) root.firstElementChild?.setAttribute(page.mark, '');
    root.querySelectorAll('form').forEach((form) =>
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        form.setAttribute(k.submitMark, '');
      }),
    );
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = k.entry;
    document.head.append(script);
    addLinks(
      k.preloads,
      (link, href) => {
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
      },
      k.linksPerTask,
    );
  };
  if (shown && document.visibilityState !== 'hidden') {
    requestAnimationFrame(() => setTimeout(start));
    setTimeout(start, 1000);
  } else {
    start();
  }
}
