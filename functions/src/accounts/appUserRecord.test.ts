import { describe, expect, it } from 'vitest';
import { appUserProfileChanges, appUserRecord } from './appUserRecord';

describe('appUserRecord', () => {
  it('builds the spec app user from the registration profile', () => {
    const profile = {
      email: 'olivia@gigvenue.test',
      name: 'Olivia Owner',
      number: '+44 20 7946 0101',
      img: 'https://example.test/olivia.png',
      address: '1 High Street, London',
      bio: 'Runs the Camden room.',
      role: 'venueOwner',
      status: 'pending',
    };
    expect(appUserRecord('uid-1', profile, 'cus_sim_abc')).toEqual({
      about: 'Runs the Camden room.',
      address: '1 High Street, London',
      avatar: 'https://example.test/olivia.png',
      calendarEvents: [],
      currentUserId: 'uid-1',
      customerId: 'cus_sim_abc',
      dateOfBirth: '',
      email: 'olivia@gigvenue.test',
      eventId: [],
      favorite: [],
      managersIds: [],
      name: 'Olivia Owner',
      mobileNumber: '+44 20 7946 0101',
      notificationToken: '',
      paymentId: '',
      pointsAmount: 0,
      registeredFromPlatform: 'email',
      status: 'active',
      userLevel: [1],
    });
  });

  it('uses empty strings for profile fields that are missing or not text', () => {
    const user = appUserRecord('uid-2', { email: 'a@b.co', name: 'A', number: 7, img: null }, 'cus_1');
    expect(user).toMatchObject({ about: '', address: '', avatar: '', mobileNumber: '' });
  });
});

describe('appUserProfileChanges', () => {
  const appUser = { avatar: 'https://example.test/old.png', name: 'Olivia Owner', customerId: 'cus_1' };

  it('asks for nothing when the app user already shows the account', () => {
    expect(
      appUserProfileChanges(
        { img: 'https://example.test/old.png', name: 'Olivia Owner', bio: 'new' },
        appUser,
      ),
    ).toBeNull();
  });

  it('follows a new picture and a new name', () => {
    expect(
      appUserProfileChanges({ img: 'https://example.test/new.png', name: 'Olivia Owner' }, appUser),
    ).toEqual({
      avatar: 'https://example.test/new.png',
    });
    expect(
      appUserProfileChanges({ img: 'https://example.test/new.png', name: 'Olivia Hall' }, appUser),
    ).toEqual({
      avatar: 'https://example.test/new.png',
      name: 'Olivia Hall',
    });
  });

  it('clears the avatar when the picture is removed', () => {
    expect(appUserProfileChanges({ img: '', name: 'Olivia Owner' }, appUser)).toEqual({ avatar: '' });
    expect(appUserProfileChanges({ name: 'Olivia Owner' }, appUser)).toEqual({ avatar: '' });
  });

  it('never blanks the name', () => {
    expect(appUserProfileChanges({ img: 'https://example.test/old.png', name: '  ' }, appUser)).toBeNull();
    expect(appUserProfileChanges({ img: 'https://example.test/old.png', name: 42 }, appUser)).toBeNull();
  });

  it('fills fields an older app user record lacks', () => {
    expect(appUserProfileChanges({ img: 'https://example.test/a.png', name: 'A' }, {})).toEqual({
      avatar: 'https://example.test/a.png',
      name: 'A',
    });
  });
});
