import * as z from 'zod/mini';
import { callable } from './define';

/** FCM registration tokens: URL-safe base64 with ':' separators, well under this length; '' clears the token. */
const PUSH_TOKEN = /^[A-Za-z0-9_:.-]{0,4096}$/;

/** The profile page's "allow notifications": keeps this browser's push token on the caller's private account. */
export const registerPushToken = callable(
  'registerPushToken',
  z.object(
    {
      token: z
        .string({ error: 'pushTokenInvalid' })
        .check(z.trim(), z.regex(PUSH_TOKEN, { error: 'pushTokenInvalid' })),
    },
    { error: 'pushTokenInvalid' },
  ),
  z.object({ ok: z.literal(true) }),
);
