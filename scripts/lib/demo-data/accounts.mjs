// The demo accounts (accounts.json): the web app's five, the mobile app's three buyers, and the categories.
import { dataFile } from './data.mjs';

const { password, categories, accounts, appUsers } = dataFile('accounts.json');

export const DEMO_PASSWORD = password;

export const CATEGORIES = categories.map((name) => ({
  id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
}));

export const DEMO_ACCOUNTS = accounts;

export const DEMO_APP_USERS = appUsers;

export const OWNER = 'demo-venue-owner';
export const MANAGER = 'demo-event-manager';
export const ORGANIZER = 'demo-event-organizer';

export const accountOf = (uid) => DEMO_ACCOUNTS.find((account) => account.uid === uid);

/** The mobile app's users/{uid} document of a buyer. */
export function appUserRecord({ uid, name, email, mobileNumber = '' }) {
  return {
    about: '',
    address: '',
    avatar: '',
    calendarEvents: [],
    currentUserId: uid,
    customerId: `cus_demo_${uid.replace(/[^a-z0-9]/gi, '').slice(-12)}`,
    dateOfBirth: '',
    email,
    eventId: [],
    favorite: [],
    managersIds: [],
    name,
    mobileNumber,
    notificationToken: '',
    paymentId: '',
    pointsAmount: 0,
    registeredFromPlatform: 'email',
    status: 'active',
    userLevel: [1],
  };
}
