import { normaliseConfig, type Config } from '@gigvenue/contracts';

export type { Config };

/** managers/{uid}/private/account: the owner-only part of an account. */
export interface PrivateAccount {
  config: Config;
  currentBalance: number;
  connectAccountId: string;
  notificationToken: string;
}

/** The private account a new registration starts with: the platform default config and nothing earned yet. */
export function newPrivateAccount(platformDefault: unknown): PrivateAccount {
  return {
    config: normaliseConfig(platformDefault),
    currentBalance: 0,
    connectAccountId: '',
    notificationToken: '',
  };
}
