import { describe, expect, it } from 'vitest';
import type { LocationValue } from '@/domain/entities';
import { MESSAGES } from './fields';
import {
  cleanHelpingAddress,
  managerProfileInitialValues,
  managerProfileSchema,
  toManagerProfilePayload,
} from './managerProfile.schema';
import { errorsOf } from './testing';

const manager = {
  img: '',
  name: 'Marco',
  number: '0123',
  bio: 'Salsa nights',
  experience: { years: 10, months: 4 },
  category: 'DJ',
  location: { latitude: 51.5, longitude: -0.12 },
  address: '221 Camden High Street',
  helpingAddress: { city: 'London' },
  prevAttachments: ['https://files/a.png', 'https://files/b.png'],
};

const stored = (url: string) => ({ key: url, url });
const noAddress: LocationValue = { location: null, address: ' ', helpingAddress: {} };

describe('event manager profile schema', () => {
  it('starts from the stored manager', () => {
    expect(managerProfileInitialValues(manager)).toEqual({
      avatar: [],
      name: 'Marco',
      number: '0123',
      bio: 'Salsa nights',
      experienceYears: 10,
      experienceMonths: 4,
      category: 'DJ',
      address: { location: manager.location, address: manager.address, helpingAddress: { city: 'London' } },
      prevAttachments: [stored('https://files/a.png'), stored('https://files/b.png')],
    });
  });

  it('fills gaps of an account that never described its work', () => {
    const values = managerProfileInitialValues({ img: '', name: 'M', number: '1' });
    expect(values).toMatchObject({
      bio: '',
      experienceYears: 0,
      experienceMonths: 0,
      category: '',
      address: { location: null, address: '', helpingAddress: {} },
      prevAttachments: [],
    });
  });

  it('lists the spec messages for every emptied field', async () => {
    const emptied = {
      ...managerProfileInitialValues(manager),
      name: '',
      number: ' ',
      bio: '',
      category: '',
      address: noAddress,
    };
    expect(await errorsOf(managerProfileSchema, emptied)).toEqual({
      name: MESSAGES.managerNameRequired,
      number: MESSAGES.managerNumberRequired,
      bio: MESSAGES.bioRequired,
      category: MESSAGES.categoryRequired,
      address: MESSAGES.locationRequired,
    });
  });

  it('says which field is longer than the store accepts', async () => {
    const values = managerProfileInitialValues(manager);
    expect(
      await errorsOf(managerProfileSchema, {
        ...values,
        name: 'n'.repeat(101),
        number: '1'.repeat(31),
        bio: 'b'.repeat(5001),
        experienceYears: 81,
      }),
    ).toEqual({
      name: MESSAGES.nameMax,
      number: MESSAGES.numberMax,
      bio: MESSAGES.bioMax,
      experienceYears: MESSAGES.experienceMax,
    });
    expect(
      await errorsOf(managerProfileSchema, {
        ...values,
        name: 'n'.repeat(100),
        number: '1'.repeat(30),
        bio: 'b'.repeat(5000),
        experienceYears: 80,
      }),
    ).toEqual({});
  });

  it('accepts the stored manager as it is', async () => {
    expect(await errorsOf(managerProfileSchema, managerProfileInitialValues(manager))).toEqual({});
  });

  it('needs zero or more whole years of experience', async () => {
    const values = managerProfileInitialValues(manager);
    for (const experienceYears of [-1, 1.5, '']) {
      expect(await errorsOf(managerProfileSchema, { ...values, experienceYears })).toEqual({
        experienceYears: MESSAGES.experienceMin,
      });
    }
    expect(await errorsOf(managerProfileSchema, { ...values, experienceYears: 0 })).toEqual({});
  });

  it('keeps at most five previous-work pictures', async () => {
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => stored(`https://files/${n}.png`));
    const values = managerProfileInitialValues(manager);
    expect(await errorsOf(managerProfileSchema, { ...values, prevAttachments: six })).toEqual({
      prevAttachments: MESSAGES.previousWorkMax,
    });
    expect(await errorsOf(managerProfileSchema, { ...values, prevAttachments: six.slice(1) })).toEqual({});
    expect(await errorsOf(managerProfileSchema, { ...values, prevAttachments: [] })).toEqual({});
  });

  it('sends the editable fields, keeping the stored months', () => {
    const values = {
      ...managerProfileInitialValues(manager),
      name: ' Marco M ',
      bio: ' Bachata too ',
      experienceYears: 11,
      address: {
        location: null,
        address: ' 1 High Street ',
        helpingAddress: { city: ' Leeds ', street: '', country: undefined },
      },
      prevAttachments: [stored('https://files/b.png')],
    };
    expect(toManagerProfilePayload(values)).toEqual({
      changes: {
        name: 'Marco M',
        number: '0123',
        bio: 'Bachata too',
        experience: { years: 11, months: 4 },
        category: 'DJ',
        location: null,
        address: '1 High Street',
        helpingAddress: { city: 'Leeds' },
      },
      files: { avatar: [], previousWork: [stored('https://files/b.png')] },
    });
  });

  it('drops blank address parts, which Firestore would refuse as undefined', () => {
    expect(cleanHelpingAddress({ street: ' 1 ', city: '', state: undefined })).toEqual({ street: '1' });
  });
});
