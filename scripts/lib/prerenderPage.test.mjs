// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { showScript } from './prerenderPage.mjs';

const keys = { path: '/login', sessionKey: 'authUser', languageKey: 'lang', mark: 'data-prerendered' };

/** Runs the inline script on `pathname` over a document holding #root and the template. */
function show(pathname) {
  document.body.innerHTML =
    '<div id="root"></div><template id="prerendered-page"><main><form><input name="email"></form></main></template>';
  new Function('location', showScript(keys))({ pathname });
  return document.getElementById('root');
}

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

  it('keeps a submit before the app has loaded from leaving the page', () => {
    const form = show('/login').querySelector('form');
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});
