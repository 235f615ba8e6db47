import { describe, expect, it } from 'vitest';
import type { ManagerProfile } from '@/domain/entities';
import { DEFAULT_CONFIG, joinAccount } from './accounts.join';

const profile: ManagerProfile = {
  id: 'u1',
  email: 'ann@example.com',
  name: 'Ann',
  number: '0123',
  img: '',
  role: 'venueOwner',
  status: 'active',
  isAppUser: false,
};

describe('joinAccount', () => {
  it('fills the private defaults while the private document does not exist yet', () => {
    expect(joinAccount(profile, null)).toEqual({
      ...profile,
      config: DEFAULT_CONFIG,
      currentBalance: 0,
      connectAccountId: '',
      notificationToken: '',
    });
  });

  it('keeps stored private values and defaults only the missing config fields', () => {
    const user = joinAccount(profile, {
      currentBalance: 12.5,
      connectAccountId: 'acct_1',
      config: { platformFees: 3 },
    });
    expect(user.currentBalance).toBe(12.5);
    expect(user.connectAccountId).toBe('acct_1');
    expect(user.notificationToken).toBe('');
    expect(user.config).toEqual({ ...DEFAULT_CONFIG, platformFees: 3 });
    expect(user.config.noOfFeaturedEventsAllowed).toBe(0);
  });
});
