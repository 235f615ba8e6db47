import type { Config, ManagerProfile, PrivateAccount, User } from '@/domain/entities';

export const DEFAULT_CONFIG: Config = {
  isCashPaymentsAllowed: false,
  noFreeEvents: false,
  ordersPercantage: 0,
  perTicketPercentage: 0,
  platformFees: 0,
  noOfFeaturedEventsAllowed: 0,
  featuredEventsTaxPercentage: 0,
};

/** The private document as stored: any field may still be missing. */
export type StoredPrivateAccount = Partial<Omit<PrivateAccount, 'config'>> & { config?: Partial<Config> };

/**
 * The signed-in User: the public profile joined with the owner-only account. A Cloud Function writes the
 * private document shortly after registration, so until it exists (or for fields it lacks) defaults apply.
 */
export function joinAccount(profile: ManagerProfile, privateData: StoredPrivateAccount | null): User {
  return {
    ...profile,
    config: { ...DEFAULT_CONFIG, ...(privateData?.config ?? {}) },
    currentBalance: privateData?.currentBalance ?? 0,
    connectAccountId: privateData?.connectAccountId ?? '',
    notificationToken: privateData?.notificationToken ?? '',
  };
}
