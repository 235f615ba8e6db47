import { normaliseConfig, type Config, type PrivateAccountDocument } from '@gigvenue/contracts';

export type { Config };

/** managers/{uid}/private/account as a new registration creates it: the owner-only part of an account. */
export type PrivateAccount = Required<Omit<PrivateAccountDocument, 'featuredEventsUsed' | 'payoutReadiness'>>;

/** The private account a new registration starts with: the platform default config and nothing earned yet. */
export function newPrivateAccount(platformDefault: unknown): PrivateAccount {
  return {
    config: normaliseConfig(platformDefault),
    currentBalance: 0,
    connectAccountId: '',
    notificationToken: '',
  };
}
