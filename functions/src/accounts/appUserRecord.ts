import type { AppUserDocument } from '@gigvenue/contracts';

/** users/{uid}: the mobile-app user record in the spec's shape (the contract's appUserDocument). */
export type AppUser = AppUserDocument;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The app user for a platform account, carrying over what the registration form already asked for. */
export function appUserRecord(uid: string, profile: Record<string, unknown>, customerId: string): AppUser {
  return {
    about: text(profile.bio),
    address: text(profile.address),
    avatar: text(profile.img),
    calendarEvents: [],
    currentUserId: uid,
    customerId,
    dateOfBirth: '',
    email: text(profile.email),
    eventId: [],
    favorite: [],
    managersIds: [],
    name: text(profile.name),
    mobileNumber: text(profile.number),
    notificationToken: '',
    paymentId: '',
    pointsAmount: 0,
    registeredFromPlatform: 'email',
    status: 'active',
    userLevel: [1],
  };
}

/** The parts of the app user that mirror the account and can change after registration. */
export type AppUserProfile = Pick<AppUser, 'avatar' | 'name'>;

/**
 * What users/{uid} must change to show the account's current picture and name, or null when it already does,
 * so a re-delivered or out-of-order event writes nothing. A removed picture clears the avatar; a missing name
 * is never copied, since the app cannot show a user without one.
 */
export function appUserProfileChanges(
  account: Record<string, unknown>,
  appUser: Record<string, unknown>,
): Partial<AppUserProfile> | null {
  const changes: Partial<AppUserProfile> = {};
  const avatar = text(account.img);
  const name = text(account.name);
  if (appUser.avatar !== avatar) changes.avatar = avatar;
  if (name.trim() && appUser.name !== name) changes.name = name;
  return Object.keys(changes).length > 0 ? changes : null;
}
