import { describe, expect, it } from 'vitest';
import { loginSchema, toLoginPayload } from './login.schema';
import { loginInitialValues } from './prerenderedLogin';
import { MESSAGES } from './fields';
import { errorsOf } from './testing';

describe('login schema', () => {
  it('requires email and password', async () => {
    expect(await errorsOf(loginSchema, loginInitialValues)).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it('rejects a malformed email', async () => {
    expect(await errorsOf(loginSchema, { ...loginInitialValues, email: 'ann', password: 'x' })).toEqual({
      email: MESSAGES.emailInvalid,
    });
  });

  it('accepts a complete form and builds the request', async () => {
    const values = { email: ' ann@example.com ', password: 'secret', rememberMe: true };
    expect(await errorsOf(loginSchema, values)).toEqual({});
    expect(toLoginPayload(values)).toEqual({
      email: 'ann@example.com',
      password: 'secret',
      rememberMe: true,
    });
  });
});
