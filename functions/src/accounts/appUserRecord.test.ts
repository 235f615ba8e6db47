import { describe, expect, it } from 'vitest';
import { appUserRecord } from './appUserRecord';

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
