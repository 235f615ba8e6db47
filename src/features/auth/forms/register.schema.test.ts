import { describe, expect, it } from 'vitest';
import { registerInitialValues, registerSchema, toRegisterPayload } from './register.schema';
import { MESSAGES } from './fields';
import { errorsOf } from './testing';

describe('generic register schema', () => {
  it('requires email, username and password', async () => {
    expect(await errorsOf(registerSchema, registerInitialValues)).toEqual({
      email: MESSAGES.emailRequired,
      username: MESSAGES.usernameRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it('needs at least six password characters', async () => {
    const values = { email: 'ann@example.com', username: 'ann', password: '12345' };
    expect(await errorsOf(registerSchema, values)).toEqual({ password: MESSAGES.passwordMin });
  });

  it('registers an organizer named after the username', () => {
    expect(toRegisterPayload({ email: 'ann@example.com ', username: ' ann ', password: 'secret' })).toEqual({
      role: 'eventOrganizer',
      email: 'ann@example.com',
      password: 'secret',
      name: 'ann',
      number: '',
      isAppUser: false,
      manager: null,
      files: { image: null, attachments: [] },
    });
  });
});
