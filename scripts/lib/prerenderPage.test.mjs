// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { showScript } from './prerenderPage.mjs';

const keys = {
  path: '/login',
  sessionKey: 'authUser',
  languageKey: 'lang',
  mark: 'data-prerendered',
  entry: '/assets/index-x1.js',
};
let frames;
let timers;

/** Runs the inline script on `pathname` over a document holding #root and the template. */
function show(pathname) {
  document.body.innerHTML =
    '<div id="root"></div><template id="prerendered-page"><main><form><input name="email"></form></main></template>';
  document.head.innerHTML = '';
  frames = [];
  timers = [];
  new Function('location', 'requestAnimationFrame', 'setTimeout', showScript(keys))(
    { pathname },
    (callback) => frames.push(callback),
    (callback, delay = 0) => timers.push({ callback, delay }),
  );
  return document.getElementById('root');
}

const entryScripts = () =>
  [...document.head.querySelectorAll('script')].map(
    (script) => `${script.type} ${script.getAttribute('src')}`,
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
    frames.forEach((frame) => frame());
    const afterFrame = timers.find(({ delay }) => delay === 0);
    afterFrame.callback();
    expect(entryScripts()).toEqual(['module /assets/index-x1.js']);
    timers.forEach(({ callback }) => callback());
    expect(entryScripts()).toHaveLength(1);

    show('/register');
    expect(entryScripts()).toEqual(['module /assets/index-x1.js']);
  });

  it('starts the entry in a tab that gets no frames (hidden)', () => {
    show('/login');
    timers.find(({ delay }) => delay === 100).callback();
    expect(entryScripts()).toEqual(['module /assets/index-x1.js']);
  });

  it('keeps a submit before the app has loaded from leaving the page', () => {
    const form = show('/login').querySelector('form');
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});
