import { describe, expect, it } from 'vitest';
import {
  registerAccountInitialValues,
  registerAccountSchema,
  toRegisterAccountPayload,
} from './registerAccount.schema';
import { MAX_IMAGE_BYTES, MESSAGES } from './fields';
import { errorsOf, fileOf } from './testing';

const complete = {
  ...registerAccountInitialValues,
  name: 'Ann',
  email: 'ann@example.com',
  number: '0123',
  password: 'secret',
};

describe('venue owner / organizer register schema', () => {
  it('requires name, email, number and password', async () => {
    expect(await errorsOf(registerAccountSchema, registerAccountInitialValues)).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      number: MESSAGES.numberRequired,
      password: MESSAGES.passwordIsRequired,
    });
  });

  it('accepts a form without a profile image', async () => {
    expect(await errorsOf(registerAccountSchema, complete)).toEqual({});
  });

  it('needs at least six password characters', async () => {
    expect(await errorsOf(registerAccountSchema, { ...complete, password: 'abc' })).toEqual({
      password: MESSAGES.passwordMin,
    });
  });

  it('accepts png, jpg and jpeg images only', async () => {
    for (const [name, type] of [
      ['me.png', 'image/png'],
      ['me.JPG', 'image/jpeg'],
      ['me.jpeg', 'image/jpeg'],
    ]) {
      expect(await errorsOf(registerAccountSchema, { ...complete, image: fileOf(name, type) })).toEqual({});
    }
    expect(
      await errorsOf(registerAccountSchema, { ...complete, image: fileOf('me.gif', 'image/gif') }),
    ).toEqual({
      image: MESSAGES.imageType,
    });
  });

  it('rejects images above 5 MB', async () => {
    const image = fileOf('me.png', 'image/png', MAX_IMAGE_BYTES + 1);
    expect(await errorsOf(registerAccountSchema, { ...complete, image })).toEqual({
      image: MESSAGES.imageSize,
    });
  });

  it('builds the request for the chosen role', () => {
    const image = fileOf('me.png', 'image/png');
    expect(toRegisterAccountPayload({ ...complete, image, isAppUser: true }, 'venueOwner')).toEqual({
      role: 'venueOwner',
      email: 'ann@example.com',
      password: 'secret',
      name: 'Ann',
      number: '0123',
      isAppUser: true,
      manager: null,
      files: { image, attachments: [] },
    });
  });
});
