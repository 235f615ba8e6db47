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

/**
 * What every active account may see of another (profiles/{uid}, a server-kept copy of managers/{uid} for active
 * accounts only): no e-mail, phone number, address or status.
 */
export type PublicProfile = Pick<ManagerProfile, 'id' | 'name' | 'img' | 'role'> &
  Required<Pick<ManagerProfile, 'category' | 'experience' | 'bio' | 'prevAttachments' | 'startingFrom'>>;

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

export interface LocationValue {
  location: GeoPoint | null;
  address: string;
  helpingAddress: HelpingAddress;
}

export type EventStatus = 'inProgress' | 'active' | 'completed' | (string & {});

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface TicketPackage {
  detail: string;
  price: number;
  ticketsAmmount: number;
}

export interface BookedSlot {
  id: string;
  startTime: string;
  endTime: string;
  price: number;
}

/** events/{id}. `date` is the event day as epoch ms (UTC midnight) so it can be range-queried. */
export interface PlatformEvent {
  id: string;
  title: string;
  description: string;
  eventDate: CalendarDate;
  date: number;
  startTime: string;
  requiredTime: string;
  eventLocation: string;
  eventType: string;
  eventLevel: string;
  requiredSeats: number;
  status: EventStatus;
  featured: boolean;
  isFeaturedTaxApply: boolean;
  attachments: string[];
  packages: TicketPackage[];
  managersId: string[];
  isManual: boolean;
  isPaymentCleared: boolean;
  createdBy: string;
  createdAt: number;
  address: string;
}

/** tickets/{id}. eventOwnerId copies the event's createdBy so an owner's revenue can be aggregated. */
export interface Ticket {
  id: string;
  ticketId: string;
  userId: string;
  userName: string;
  purchaseDate: number;
  amountPaid: number;
  isPaid: boolean;
  isCheckedIn: boolean;
  paymentMethod: string;
  ticketType: string;
  eventId: string;
  eventOwnerId: string;
  feedbackNotes: string;
}

export type OrderStatus = 'completed' | 'active' | (string & {});

/** orders/{id}: one booked slot of a venue or manager (createdTo) for an event of createdBy. */
export interface Order {
  id: string;
  event: string;
  bookingDate: number;
  slot: BookedSlot;
  createdAt: number;
  createdBy: string;
  createdTo: string;
  status: OrderStatus;
}
