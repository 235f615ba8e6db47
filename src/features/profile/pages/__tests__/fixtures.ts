import type { User } from '@/domain/entities';
import type { RootState } from '@/app/store';
import { initialState } from '@/testing/initialState';

const config: User['config'] = {
  isCashPaymentsAllowed: false,
  noFreeEvents: false,
  ordersPercantage: 10,
  perTicketPercentage: 5,
  platformFees: 3,
  noOfFeaturedEventsAllowed: 2,
  featuredEventsTaxPercentage: 2,
};

export function userOf(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'olivia@example.com',
    name: 'Olivia Owner',
    number: '0123',
    img: '',
    role: 'venueOwner',
    status: 'active',
    isAppUser: false,
    config,
    currentBalance: 0,
    connectAccountId: '',
    notificationToken: '',
    featuredEventsUsed: 0,
    ...overrides,
  };
}

export const managerOf = (overrides: Partial<User> = {}) =>
  userOf({
    id: 'm1',
    email: 'marco@example.com',
    name: 'Marco Manager',
    role: 'eventManager',
    bio: 'Salsa nights',
    category: 'DJ',
    experience: { years: 10, months: 0 },
    location: null,
    address: '221 Camden High Street',
    helpingAddress: {},
    prevAttachments: ['https://files/a.png', 'https://files/b.png'],
    ...overrides,
  });

/** Store state with this user signed in, built from the real reducers' defaults. */
export function signedIn(user: User): Partial<RootState> {
  const defaults = initialState();
  return { auth: { ...defaults.auth, user } };
}
