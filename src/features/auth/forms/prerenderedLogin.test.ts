// @vitest-environment jsdom -- it reads what the visitor typed into the prerendered page.
import { afterEach, describe, expect, it } from 'vitest';
import { loginInitialValues, readPressedSince, readPrerenderedLogin } from './prerenderedLogin';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(marked: boolean) {
  document.body.innerHTML = `<div id="root"><main ${marked ? 'data-prerendered' : ''}><form>
    <input name="email"><input name="password" type="password"><input name="rememberMe" type="checkbox">
  </form></main></div>`;
  const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return field;
}

describe('readPrerenderedLogin', () => {
  it('reads what was typed into the prerendered page, and which field had the focus', () => {
    const field = page(true);
    field('email').value = 'ann@example.com';
    field('password').value = 'secret';
    field('rememberMe').checked = true;
    field('password').focus();
    expect(readPrerenderedLogin()).toEqual({
      values: { email: 'ann@example.com', password: 'secret', rememberMe: true },
      focused: 'password',
      submitted: false,
      copy: document.querySelector('[data-prerendered]'),
    });
  });

  it("starts empty without a prerendered page, so the app's own fields are never read", () => {
    const field = page(false);
    field('email').value = 'from another page';
    const none = { values: loginInitialValues, focused: null, submitted: false, copy: null };
    expect(readPrerenderedLogin()).toEqual(none);
    expect(readPrerenderedLogin(null)).toEqual(none);
    expect(readPressedSince(none)).toBeNull();
  });

  it('tells whether Log In was pressed on the prerendered page', () => {
    page(true);
    document.querySelector('form')!.setAttribute('data-submitted', '');
    expect(readPrerenderedLogin().submitted).toBe(true);
  });

  it('reads a press made after the page read the copy, with what the copy held then, once the copy is replaced', () => {
    const field = page(true);
    const early = readPrerenderedLogin();
    expect(readPressedSince(early)).toBeNull();
    field('email').value = 'ann@example.com';
    document.querySelector('form')!.setAttribute('data-submitted', '');
    // React's commit replaces the copy; the page still holds it.
    document.getElementById('root')!.replaceChildren();
    expect(readPressedSince(early)).toMatchObject({
      submitted: true,
      values: { email: 'ann@example.com', password: '', rememberMe: false },
    });
    // A press the first read saw is the page's to act on, not again.
    expect(readPressedSince({ ...early, submitted: true })).toBeNull();
  });
});
