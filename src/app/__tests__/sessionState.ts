import type { Role, User } from '@/domain/entities';
import type { RootState } from '@/app/store';
import { initialState } from '@/testing/initialState';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    number: '07700900123',
    img: '',
    role: 'eventOrganizer',
    status: 'active',
    isAppUser: false,
    config: {
      isCashPaymentsAllowed: false,
      noFreeEvents: false,
      ordersPercantage: 10,
      perTicketPercentage: 5,
      platformFees: 2,
      noOfFeaturedEventsAllowed: 1,
      featuredEventsTaxPercentage: 3,
    },
    currentBalance: 0,
    connectAccountId: '',
    notificationToken: '',
    featuredEventsUsed: 0,
    ...overrides,
  };
}

/** Store state with a signed-in user of the given role, built from the real reducers' defaults. */
export function signedInState(role: Role, overrides: Partial<User> = {}): Partial<RootState> {
  const defaults = initialState();
  return { auth: { ...defaults.auth, user: buildUser({ role, ...overrides }) } };
}

export function signedOutState(): Partial<RootState> {
  const defaults = initialState();
  return { auth: { ...defaults.auth, user: null } };
}
