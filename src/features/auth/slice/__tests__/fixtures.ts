import type { User } from '@/domain/entities';
import { normaliseConfig } from '@gigvenue/contracts';
import type { RegistrationRequest } from '../types';

export function userOf(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ann@example.com',
    name: 'Ann',
    number: '0123',
    img: '',
    role: 'venueOwner',
    status: 'active',
    isAppUser: false,
    config: normaliseConfig(undefined),
    currentBalance: 0,
    connectAccountId: '',
    notificationToken: '',
    featuredEventsUsed: 0,
    ...overrides,
  };
}

export function registrationOf(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  return {
    role: 'venueOwner',
    email: 'ann@example.com',
    password: 'secret',
    name: 'Ann',
    number: '0123',
    isAppUser: false,
    manager: null,
    files: { image: null, attachments: [] },
    ...overrides,
  };
}
