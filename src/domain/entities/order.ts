// An order: one booked slot of a venue or an event manager.

import type { PaymentMethod } from '@gigvenue/contracts';
import type { BookedSlot } from './event';

export type OrderStatus = 'completed' | 'active' | (string & {});

/** What an order keeps of its event, as it was when booked. */
export interface OrderEventDetails {
  title: string;
  description: string;
  eventLocation: string;
  address: string;
  date: number;
  startTime: string;
  requiredTime: string;
}

/** Who is on the other side of an order, with the contact details only the two parties can read. */
export interface OrderParty {
  id: string;
  name: string;
  email: string;
  number: string;
  img: string;
}

/**
 * orders/{id}: one booked slot of a venue or manager (createdTo) for an event of createdBy, written only by
 * functions. kind says which: a venue order carries `venue`, a manager order `eventManager`.
 */
export interface Order {
  id: string;
  event: string;
  kind: 'venue' | 'manager';
  /** The event day, epoch ms at UTC midnight. */
  bookingDate: number;
  slot: BookedSlot;
  eventDetails: OrderEventDetails;
  venue: { id: string; venueName: string; address: string; seats: number } | null;
  eventManager: { id: string; name: string; category: string; email: string; img: string } | null;
  createdAt: number;
  createdBy: string;
  createdTo: string;
  createdByData: OrderParty;
  createdToData: OrderParty;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
}
