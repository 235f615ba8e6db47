import { describe, expect, it } from 'vitest';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { checkAccountEmail } from '@gigvenue/contracts';
import { contractCall } from './contractCall';

const answered = async () => ({ exists: false });
const call = (app: CallableRequest['app']) =>
  ({ data: { email: 'ben@gigvenue.test' }, app, rawRequest: {} }) as unknown as CallableRequest<{
    email: string;
  }>;

describe('contractCall', () => {
  it('refuses an App Check token it consumes a second time', async () => {
    const consuming = contractCall(
      checkAccountEmail,
      { signedIn: false, options: { consumeAppCheckToken: true } },
      answered,
    );
    await expect(
      consuming.run(call({ appId: 'web', token: {} as never, alreadyConsumed: true })),
    ).rejects.toMatchObject({
      code: 'permission-denied',
      details: { reason: 'appCheckTokenReused' },
    });
    await expect(
      consuming.run(call({ appId: 'web', token: {} as never, alreadyConsumed: false })),
    ).resolves.toEqual({
      exists: false,
    });
  });

  it('lets a callable that does not consume tokens answer whatever the token says', async () => {
    const plain = contractCall(checkAccountEmail, { signedIn: false }, answered);
    await expect(
      plain.run(call({ appId: 'web', token: {} as never, alreadyConsumed: true })),
    ).resolves.toEqual({
      exists: false,
    });
  });
});
