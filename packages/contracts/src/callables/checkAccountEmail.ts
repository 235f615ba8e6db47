import * as z from 'zod/mini';
import { callable } from './define';

const MAX_EMAIL_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Forgot-password asks whether an account uses an address before sending the reset e-mail. */
export const checkAccountEmail = callable(
  'checkAccountEmail',
  z.object(
    {
      email: z
        .string({ error: 'emailRequired' })
        .check(
          z.trim(),
          z.maxLength(MAX_EMAIL_LENGTH, { error: 'emailRequired' }),
          z.regex(EMAIL_PATTERN, { error: 'emailRequired' }),
        ),
    },
    { error: 'emailRequired' },
  ),
  z.object({ exists: z.boolean() }),
);
