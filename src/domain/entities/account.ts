// An account (the spec's User): managers/{uid} joined with its owner-only private document.

import type { RatingAggregate } from '../rating';
import type { Config, PayoutReadiness } from '@gigvenue/contracts';
import type { GeoPoint, HelpingAddress } from './location';

// The account config is the contract's: the functions write it, the app reads it.
export type { Config };

export type Role = 'venueOwner' | 'eventManager' | 'eventOrganizer';

export type AccountStatus = 'pending' | 'active' | 'suspended';

export interface Experience {
  years: number;
  months: number;
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

/**
 * What every active account may see of another (profiles/{uid}, a server-kept copy of managers/{uid} for active
 * accounts only): no e-mail, phone number, address or status.
 */
export type PublicProfile = Pick<ManagerProfile, 'id' | 'name' | 'img' | 'role'> &
  Required<Pick<ManagerProfile, 'category' | 'experience' | 'bio' | 'prevAttachments' | 'startingFrom'>> &
  RatingAggregate;

/** Owner-only part of an account: managers/{uid}/private/account, written by functions only. */
export interface PrivateAccount {
  config: Config;
  currentBalance: number;
  connectAccountId: string;
  notificationToken: string;
  /** Featured events created so far; each uses one of config.noOfFeaturedEventsAllowed (server-kept). */
  featuredEventsUsed: number;
  /** Whether the payout account can be paid, as the provider last said (Stripe's account.updated); absent until then. */
  payoutReadiness?: PayoutReadiness;
}

/** The signed-in user as the spec's User: the public profile joined with the private account. */
export type User = ManagerProfile & PrivateAccount;
