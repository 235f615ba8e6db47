// The spec's entities as plain data, shared by services, sagas and pages.

export type Role = 'venueOwner' | 'eventManager' | 'eventOrganizer';
export const ROLES: readonly Role[] = ['venueOwner', 'eventManager', 'eventOrganizer'];

export type AccountStatus = 'pending' | 'active' | 'suspended';

export interface Config {
  isCashPaymentsAllowed: boolean;
  noFreeEvents: boolean;
  ordersPercantage: number;
  perTicketPercentage: number;
  platformFees: number;
  noOfFeaturedEventsAllowed: number;
  featuredEventsTaxPercentage: number;
}

export interface Experience {
  years: number;
  months: number;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface HelpingAddress {
  street?: string;
  streetName?: string;
  city?: string;
  state?: string;
  country?: string;
  postalCode?: string;
}

/** Public directory part of an account: managers/{uid}. */
export interface ManagerProfile {
  id: string;
  email: string;
  name: string;
  number: string;
  img: string;
  role: Role;
  status: AccountStatus;
  isAppUser: boolean;
  bio?: string;
  category?: string;
  experience?: Experience;
  location?: GeoPoint | null;
  address?: string;
  helpingAddress?: HelpingAddress;
  prevAttachments?: string[];
  startingFrom?: number;
  createdAt?: number;
}

/** Owner-only part of an account: managers/{uid}/private/account, written by functions only. */
export interface PrivateAccount {
  config: Config;
  currentBalance: number;
  connectAccountId: string;
  notificationToken: string;
}

/** The signed-in user as the spec's User: the public profile joined with the private account. */
export type User = ManagerProfile & PrivateAccount;

export interface Category {
  id: string;
  name: string;
}
