import { describe, expect, it, vi } from 'vitest';
import type { ManagerProfile } from '@/domain/entities';
import { normaliseConfig } from '@gigvenue/contracts';
import { accountJoin, joinAccount } from './accounts.join';

const UNSET_CONFIG = normaliseConfig(undefined);

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
      config: UNSET_CONFIG,
      currentBalance: 0,
      connectAccountId: '',
      notificationToken: '',
      featuredEventsUsed: 0,
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
    expect(user.featuredEventsUsed).toBe(0);
    expect(user.config).toEqual({ ...UNSET_CONFIG, platformFees: 3 });
    expect(user.config.noOfFeaturedEventsAllowed).toBe(0);
  });
});

describe('accountJoin', () => {
  it('waits for both documents before the first User', () => {
    const onChange = vi.fn();
    const join = accountJoin(onChange);
    join.profileChanged(profile);
    expect(onChange).not.toHaveBeenCalled();
    join.accountChanged({ currentBalance: 5 });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(joinAccount(profile, { currentBalance: 5 }));
  });

  it('joins with the defaults once the private document is known to be missing', () => {
    const onChange = vi.fn();
    const join = accountJoin(onChange);
    join.accountChanged(null);
    expect(onChange).not.toHaveBeenCalled();
    join.profileChanged(profile);
    expect(onChange).toHaveBeenLastCalledWith(joinAccount(profile, null));
  });

  it('emits the joined User again when either document changes', () => {
    const onChange = vi.fn();
    const join = accountJoin(onChange);
    join.profileChanged(profile);
    join.accountChanged({ currentBalance: 5, config: { platformFees: 1 } });
    join.accountChanged({ currentBalance: 5, config: { platformFees: 3 } });
    expect(onChange).toHaveBeenLastCalledWith(
      joinAccount(profile, { currentBalance: 5, config: { platformFees: 3 } }),
    );
    join.profileChanged({ ...profile, name: 'Ann B' });
    expect(onChange).toHaveBeenLastCalledWith(
      joinAccount({ ...profile, name: 'Ann B' }, { currentBalance: 5, config: { platformFees: 3 } }),
    );
    join.accountChanged({ currentBalance: 20, config: { platformFees: 3 } });
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ name: 'Ann B', currentBalance: 20 });
  });

  it('reports a missing profile at once, without waiting for the private document', () => {
    const onChange = vi.fn();
    const join = accountJoin(onChange);
    join.profileChanged(null);
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('reports a profile deleted later as null', () => {
    const onChange = vi.fn();
    const join = accountJoin(onChange);
    join.profileChanged(profile);
    join.accountChanged(null);
    join.profileChanged(null);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
