// The server's page is whole and readable without scripts; the app that makes it interactive (React, the store,
// i18next: about 110 KB gzipped) is only worth its download once the buyer does something. Until then a shared
// link costs a phone the stylesheet and this file (ARCHITECTURE, Buyers' pages).

const FIRST_SIGNS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
const FOCUSABLE = 'a[href], button, input, select, textarea';

const indexIn = (root: HTMLElement, selector: string, element: Element | null) =>
  element ? [...root.querySelectorAll(selector)].indexOf(element) : -1;

/**
 * Runs `takeOver` (which replaces the server's markup inside `root` with the app's identical markup) at the first
 * sign of the buyer: a touch, a key or focus. A button pressed before the app is there is pressed again on the
 * app's copy of it, and focus moves to the copy of the focused element, so nothing the buyer did is lost.
 */
export function takeOverOnInteraction(root: HTMLElement, takeOver: () => Promise<void>, now = false) {
  let started: Promise<void> | null = null;
  let pressed = -1;
  const doc = root.ownerDocument;

  const stop = () => {
    for (const type of FIRST_SIGNS) doc.removeEventListener(type, start, true);
    doc.removeEventListener('click', holdClick, true);
  };

  function start() {
    started ??= (async () => {
      const focused = indexIn(root, FOCUSABLE, doc.activeElement);
      await takeOver();
      stop();
      if (focused >= 0) root.querySelectorAll<HTMLElement>(FOCUSABLE)[focused]?.focus();
      if (pressed >= 0) root.querySelectorAll<HTMLElement>('button')[pressed]?.click();
    })();
    return started;
  }

  // A press on the server's button does nothing by itself: it is kept, shown as busy, and replayed.
  function holdClick(event: MouseEvent) {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    pressed = indexIn(root, 'button', button);
    button.setAttribute('aria-busy', 'true');
    button.classList.add('disabled');
    void start();
  }

  for (const type of FIRST_SIGNS) doc.addEventListener(type, start, { capture: true, passive: true });
  doc.addEventListener('click', holdClick, true);
  if (now) void start();
  return start;
}
