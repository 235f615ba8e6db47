// @vitest-environment jsdom -- it reads what the visitor typed into the prerendered page.
import { afterEach, describe, expect, it } from 'vitest';
import { loginInitialValues, readPrerenderedLogin } from './prerenderedLogin';

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
    });
  });

  it("starts empty without a prerendered page, so the app's own fields are never read", () => {
    const field = page(false);
    field('email').value = 'from another page';
    expect(readPrerenderedLogin()).toEqual({ values: loginInitialValues, focused: null, submitted: false });
    expect(readPrerenderedLogin(null)).toEqual({
      values: loginInitialValues,
      focused: null,
      submitted: false,
    });
  });

  it('tells whether Log In was pressed on the prerendered page', () => {
    page(true);
    document.querySelector('form')!.setAttribute('data-submitted', '');
    expect(readPrerenderedLogin().submitted).toBe(true);
  });
});
