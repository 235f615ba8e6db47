import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  RESET_PASSWORD_MESSAGES,
  resetPasswordInitialValues,
  resetPasswordSchema,
  toResetPasswordPayload,
} from './resetPassword.schema';

async function errorOf(values: unknown): Promise<string | null> {
  try {
    await resetPasswordSchema.validate(values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('reset password schema', () => {
  it('requires an email', async () => {
    expect(await errorOf(resetPasswordInitialValues())).toBe(RESET_PASSWORD_MESSAGES.emailRequired);
  });

  it('requires the email to be an e-mail address', async () => {
    expect(await errorOf({ email: 'not-an-email' })).toBe(RESET_PASSWORD_MESSAGES.emailInvalid);
  });

  it('starts from the signed-in address when there is one, and trims it for the request', async () => {
    expect(resetPasswordInitialValues('ann@example.com')).toEqual({ email: 'ann@example.com' });
    expect(await errorOf({ email: ' ann@example.com ' })).toBeNull();
    expect(toResetPasswordPayload({ email: ' ann@example.com ' })).toEqual({ email: 'ann@example.com' });
  });
});
