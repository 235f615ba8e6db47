import { describe, expect, it } from 'vitest';
import {
  registerAccountInitialValues,
  registerAccountSchema,
  toRegisterAccountPayload,
} from './registerAccount.schema';
import { MESSAGES } from './fields';
import { errorsOf, pictureOf } from './testing';

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

  it('takes one profile image at most', async () => {
    expect(await errorsOf(registerAccountSchema, { ...complete, image: [pictureOf('me.png')] })).toEqual({});
    expect(
      await errorsOf(registerAccountSchema, { ...complete, image: [pictureOf('a.png'), pictureOf('b.png')] }),
    ).toEqual({ image: MESSAGES.imageMax });
  });

  it('builds the request for the chosen role, with the image as a file to upload', () => {
    const image = pictureOf('me.png');
    const values = {
      ...complete,
      name: ' Ann ',
      email: ' ann@example.com ',
      image: [image],
      isAppUser: true,
    };
    expect(toRegisterAccountPayload(values, 'venueOwner')).toEqual({
      role: 'venueOwner',
      email: 'ann@example.com',
      password: 'secret',
      name: 'Ann',
      number: '0123',
      isAppUser: true,
      manager: null,
      files: { image: { key: image.key, file: image.file }, attachments: [] },
    });
    expect(toRegisterAccountPayload(complete, 'eventOrganizer').files).toEqual({
      image: null,
      attachments: [],
    });
  });
});
