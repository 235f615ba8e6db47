/** users/{uid}: the mobile-app user record in the spec's shape. */
export interface AppUser {
  about: string;
  address: string;
  avatar: string;
  calendarEvents: unknown[];
  currentUserId: string;
  customerId: string;
  dateOfBirth: string;
  email: string;
  eventId: string[];
  favorite: string[];
  managersIds: string[];
  name: string;
  mobileNumber: string;
  notificationToken: string;
  paymentId: string;
  pointsAmount: number;
  registeredFromPlatform: 'email';
  status: 'active';
  userLevel: number[];
}

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
