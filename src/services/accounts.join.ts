import { normaliseConfig, payoutReadinessOf } from '@gigvenue/contracts';
import type { Config, ManagerProfile, PrivateAccount, User } from '@/domain/entities';

/** The private document as stored: any field may still be missing. */
export type StoredPrivateAccount = Partial<Omit<PrivateAccount, 'config'>> & { config?: Partial<Config> };

/**
 * The signed-in User: the public profile joined with the owner-only account. A Cloud Function writes the
 * private document shortly after registration, so until it exists (or for fields it lacks) defaults apply.
 */
export function joinAccount(profile: ManagerProfile, privateData: StoredPrivateAccount | null): User {
  const payoutReadiness = payoutReadinessOf(privateData?.payoutReadiness);
  return {
    ...profile,
    // The functions charge by the same reading of the stored config, unset fields as 0 / false.
    config: normaliseConfig(privateData?.config),
    currentBalance: privateData?.currentBalance ?? 0,
    connectAccountId: privateData?.connectAccountId ?? '',
    notificationToken: privateData?.notificationToken ?? '',
    featuredEventsUsed: privateData?.featuredEventsUsed ?? 0,
    ...(payoutReadiness ? { payoutReadiness } : {}),
  };
}

/** Feeds the latest snapshot of each of the two documents into one stream of joined Users. */
export interface AccountJoin {
  profileChanged: (profile: ManagerProfile | null) => void;
  accountChanged: (privateData: StoredPrivateAccount | null) => void;
}

/**
 * Joins two listeners, managers/{uid} and managers/{uid}/private/account, into one: once both have reported,
 * every change of either emits the joined User. A missing profile emits null at once, private document or not,
 * because there is no account to join; a missing private document joins with the defaults.
 */
export function accountJoin(onChange: (user: User | null) => void): AccountJoin {
  let profile: ManagerProfile | null | undefined;
  let privateData: StoredPrivateAccount | null | undefined;
  const emit = () => {
    if (profile === null) onChange(null);
    else if (profile !== undefined && privateData !== undefined) onChange(joinAccount(profile, privateData));
  };
  return {
    profileChanged: (next) => {
      profile = next;
      emit();
    },
    accountChanged: (next) => {
      privateData = next;
      emit();
    },
  };
}
