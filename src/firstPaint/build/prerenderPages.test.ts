// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showScript } from './prerenderPages';

const keys = {
  pages: [
    { id: 'prerendered-login', path: '/login', signedIn: false, mark: 'data-prerendered' },
    { id: 'prerendered-dashboard', path: '/dashboard', signedIn: true },
  ],
  sessionKey: 'authUser',
  languageKey: 'lang',
  layoutKey: 'layout',
  submitMark: 'data-submitted',
  entry: '/assets/index-x1.js',
  preloads: ['/assets/first-visit-x2.js', '/assets/app-x3.js'],
};
let frames: FrameRequestCallback[];
let timers: { callback: () => void; delay: number }[];

/** Runs the inline script on `pathname` over a document holding #root and the template. */
function show(pathname: string): HTMLElement {
  document.body.innerHTML =
    '<div id="root"></div><template id="prerendered-login"><main><form><input name="email"></form></main></template>' +
    '<template id="prerendered-dashboard"><div id="layout-wrapper"><h1>Dashboard</h1></div></template>';
  document.head.innerHTML = '';
  frames = [];
  timers = [];
  new Function('location', 'requestAnimationFrame', 'setTimeout', showScript(keys))(
    { pathname },
    (callback: FrameRequestCallback) => frames.push(callback),
    (callback: () => void, delay = 0) => timers.push({ callback, delay }),
  );
  return document.getElementById('root')!;
}

const entryScripts = () =>
  Array.from(document.head.querySelectorAll('script')).map(
    (script) => `${script.type} ${script.getAttribute('src')}`,
  );
const modulePreloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map(
    (link) => `${link.crossOrigin} ${link.getAttribute('href')}`,
  );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('showScript', () => {
  it('shows the marked page on its path for a signed-out visitor in English', () => {
    const root = show('/login');
    expect(root.querySelector('main[data-prerendered] input[name="email"]')).not.toBeNull();
    localStorage.setItem('lang', 'en');
    expect(show('/login').children).toHaveLength(1);
  });

  it("shows the dashboard's frame, unmarked, for a stored session in English with the default layout", () => {
    localStorage.setItem('authUser', '{"id":"u1"}');
    const root = show('/dashboard');
    expect(root.querySelector('#layout-wrapper h1')?.textContent).toBe('Dashboard');
    expect(root.querySelector('[data-prerendered]')).toBeNull();
    expect(show('/login').children).toHaveLength(0);

    localStorage.setItem('layout', '{"leftSidebarTheme":"light"}');
    expect(show('/dashboard').children).toHaveLength(0);
    localStorage.removeItem('layout');
    localStorage.setItem('lang', 'it');
    expect(show('/dashboard').children).toHaveLength(0);
    localStorage.clear();
    expect(show('/dashboard').children).toHaveLength(0);
  });

  it('shows nothing on another path, with a stored session or in another language', () => {
    expect(show('/register').children).toHaveLength(0);
    sessionStorage.setItem('authUser', '{"id":"u1"}');
    expect(show('/login').children).toHaveLength(0);
    sessionStorage.clear();
    localStorage.setItem('lang', 'de');
    expect(show('/login').children).toHaveLength(0);
  });

  it("starts the app's entry after the frame that paints the copy, and at once when nothing is shown", () => {
    show('/login');
    expect(entryScripts()).toEqual([]);
    expect(modulePreloads()).toEqual([]);
    frames.forEach((frame) => frame(0));
    const afterFrame = timers.find(({ delay }) => delay === 0);
    afterFrame?.callback();
    expect(entryScripts()).toEqual(['module /assets/index-x1.js']);
    // What the entry imports starts downloading with it, with the module script's CORS mode.
    expect(modulePreloads()).toEqual([' /assets/first-visit-x2.js', ' /assets/app-x3.js']);
    timers.forEach(({ callback }) => callback());
    expect(entryScripts()).toHaveLength(1);
    expect(modulePreloads()).toHaveLength(2);

    show('/register');
    expect(entryScripts()).toEqual(['module /assets/index-x1.js']);
  });

  it('starts the entry at once in a hidden tab (it gets no frames), and after a second without a frame', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    show('/login');
    expect(entryScripts()).toEqual(['module /assets/index-x1.js']);
    visibility.mockRestore();

    show('/login');
    timers.find(({ delay }) => delay === 1000)?.callback();
    expect(entryScripts()).toEqual(['module /assets/index-x1.js']);
  });

  it('keeps a submit before the app has loaded from leaving the page, and marks the form for the app', () => {
    const form = show('/login').querySelector('form')!;
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-submitted')).toBe(true);
  });
});
