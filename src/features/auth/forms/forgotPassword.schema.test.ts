import { describe, expect, it } from 'vitest';
import {
  forgotPasswordInitialValues,
  forgotPasswordSchema,
  toForgotPasswordPayload,
} from './forgotPassword.schema';
import { MESSAGES } from './fields';
import { errorsOf } from './testing';

describe('forgot password schema', () => {
  it('requires an email', async () => {
    expect(await errorsOf(forgotPasswordSchema, forgotPasswordInitialValues)).toEqual({
      email: MESSAGES.emailRequired,
    });
  });

  it('requires the email to be an e-mail address', async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: 'not-an-email' })).toEqual({
      email: MESSAGES.emailInvalid,
    });
  });

  it('trims the email for the request', async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: 'ann@example.com' })).toEqual({});
    expect(toForgotPasswordPayload({ email: ' ann@example.com ' })).toEqual({ email: 'ann@example.com' });
  });
});
