import { describe, expect, it } from 'vitest';
import {
  registerManagerInitialValues,
  registerManagerSchema,
  toRegisterManagerPayload,
} from './registerManager.schema';
import { MESSAGES } from './fields';
import { errorsOf, fileOf } from './testing';

const photo = () => fileOf('work.jpg', 'image/jpeg');

const complete = {
  ...registerManagerInitialValues,
  name: 'Max',
  email: 'max@example.com',
  number: '0123',
  password: 'secret',
  bio: 'DJ and host',
  location: '1 High Street, London',
  category: 'DJ',
  experienceYears: 3,
  prevAttachments: [photo()],
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

  it('allows one to five attachments', async () => {
    const six = Array.from({ length: 6 }, photo);
    expect(await errorsOf(registerManagerSchema, { ...complete, prevAttachments: six })).toEqual({
      prevAttachments: MESSAGES.attachmentsMax,
    });
    expect(await errorsOf(registerManagerSchema, { ...complete, prevAttachments: six.slice(0, 5) })).toEqual(
      {},
    );
  });

  it('rejects attachments that are not png or jpeg images', async () => {
    const errors = await errorsOf(registerManagerSchema, {
      ...complete,
      prevAttachments: [fileOf('cv.pdf', 'application/pdf')],
    });
    expect(errors).toEqual({ 'prevAttachments[0]': MESSAGES.imageType });
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

  it('takes coordinates only as a valid pair', async () => {
    expect(
      await errorsOf(registerManagerSchema, { ...complete, latitude: '51.5', longitude: '-0.12' }),
    ).toEqual({});
    expect(await errorsOf(registerManagerSchema, { ...complete, latitude: '91', longitude: '0' })).toEqual({
      latitude: MESSAGES.latitudeInvalid,
    });
    expect(await errorsOf(registerManagerSchema, { ...complete, latitude: '51.5' })).toEqual({
      longitude: MESSAGES.longitudeInvalid,
    });
    expect(await errorsOf(registerManagerSchema, { ...complete, longitude: 'east' })).toEqual({
      latitude: MESSAGES.latitudeInvalid,
      longitude: MESSAGES.longitudeInvalid,
    });
  });

  it('builds an event manager request with the address and optional coordinates', () => {
    const attachments = complete.prevAttachments;
    expect(toRegisterManagerPayload({ ...complete, latitude: '51.5', longitude: '-0.12' })).toEqual({
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
        category: 'DJ',
        experienceYears: 3,
      },
      files: { image: null, attachments },
    });
    expect(toRegisterManagerPayload(complete).manager?.location).toBeNull();
  });
});
