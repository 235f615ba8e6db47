import { describe, expect, it } from 'vitest';
import { EMPTY_LOCATION } from '@/domain/address';
import {
  registerManagerInitialValues,
  registerManagerSchema,
  toRegisterManagerPayload,
} from './registerManager.schema';
import { MESSAGES } from './fields';
import { errorsOf, pictureOf } from './testing';

const work = () => pictureOf('work.jpg', 'image/jpeg');

const london = {
  location: { latitude: 51.5, longitude: -0.12 },
  address: '1 High Street, London',
  helpingAddress: { streetName: 'High Street', city: 'London' },
};

const complete = {
  ...registerManagerInitialValues,
  name: 'Max',
  email: 'max@example.com',
  number: '0123',
  password: 'secret',
  bio: 'DJ and host',
  location: london,
  category: 'DJ',
  experienceYears: 3,
  prevAttachments: [work()],
};

describe('event manager register schema', () => {
  it('lists every required field of an empty form', async () => {
    expect(await errorsOf(registerManagerSchema, registerManagerInitialValues)).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      number: MESSAGES.numberRequired,
      password: MESSAGES.passwordRequired,
      bio: MESSAGES.bioRequired,
      location: MESSAGES.locationRequired,
      category: MESSAGES.categoryRequired,
      prevAttachments: MESSAGES.attachmentsMin,
    });
  });

  it('accepts a complete form', async () => {
    expect(await errorsOf(registerManagerSchema, complete)).toEqual({});
  });

  it('needs address text, while coordinates stay optional', async () => {
    const blank = { ...EMPTY_LOCATION, address: '  ', helpingAddress: { country: 'UK' } };
    expect(await errorsOf(registerManagerSchema, { ...complete, location: blank })).toEqual({
      location: MESSAGES.locationRequired,
    });
    const noCoordinates = { ...london, location: null };
    expect(await errorsOf(registerManagerSchema, { ...complete, location: noCoordinates })).toEqual({});
  });

  it('allows one to five attachments', async () => {
    const six = Array.from({ length: 6 }, work);
    expect(await errorsOf(registerManagerSchema, { ...complete, prevAttachments: six })).toEqual({
      prevAttachments: MESSAGES.attachmentsMax,
    });
    expect(await errorsOf(registerManagerSchema, { ...complete, prevAttachments: six.slice(0, 5) })).toEqual(
      {},
    );
  });

  it('says which field is longer than the store accepts', async () => {
    expect(
      await errorsOf(registerManagerSchema, {
        ...complete,
        name: 'n'.repeat(101),
        bio: 'b'.repeat(5001),
        experienceYears: 81,
      }),
    ).toEqual({ name: MESSAGES.nameMax, bio: MESSAGES.bioMax, experienceYears: MESSAGES.experienceMax });
  });

  it('needs zero or more whole years of experience', async () => {
    expect(await errorsOf(registerManagerSchema, { ...complete, experienceYears: -1 })).toEqual({
      experienceYears: MESSAGES.experienceMin,
    });
    expect(await errorsOf(registerManagerSchema, { ...complete, experienceYears: '' })).toEqual({
      experienceYears: MESSAGES.experienceMin,
    });
    expect(await errorsOf(registerManagerSchema, { ...complete, experienceYears: 0 })).toEqual({});
  });

  it('builds an event manager request with the whole location and the files to upload', () => {
    const [attachment] = complete.prevAttachments;
    expect(
      toRegisterManagerPayload({ ...complete, location: { ...london, address: ' 1 High Street, London ' } }),
    ).toEqual({
      role: 'eventManager',
      email: 'max@example.com',
      password: 'secret',
      name: 'Max',
      number: '0123',
      isAppUser: false,
      manager: {
        bio: 'DJ and host',
        address: '1 High Street, London',
        location: { latitude: 51.5, longitude: -0.12 },
        helpingAddress: { streetName: 'High Street', city: 'London' },
        category: 'DJ',
        experienceYears: 3,
      },
      files: { image: null, attachments: [{ key: attachment.key, file: attachment.file }] },
    });
  });
});
