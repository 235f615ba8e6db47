// notifications/{id}: the records behind the bell (accounts) and the app's inbox (ticket holders). Written only by
// functions, under deterministic ids, so a retried write finds the record the first attempt made.

import {
  formatPence,
  type BookedSlotParams,
  type NotificationKind,
  type NotificationWording,
} from '@gigvenue/contracts';

export type SubjectType = 'announcement' | 'order' | 'event' | 'payment';

/** A record as written; an account notification also carries its kind and figures (NOTIFICATION_TEXT's). */
export interface NotificationFields {
  id: string;
  title: string;
  message: string;
  kind?: NotificationKind;
  params?: NotificationWording['params'];
  subjectType: SubjectType;
  subjectId: string;
  createdBy: string;
  createdTo: string;
  createdAt: number;
}

export interface NotificationRecord extends NotificationFields {
  read: false;
}

export const announcementNotificationId = (announcementId: string, userId: string) =>
  `ann-${announcementId}-${userId}`;
export const orderNotificationId = (orderId: string) => `order-${orderId}`;
export const cancelNotificationId = (orderId: string) => `cancel-${orderId}`;
export const payoutNotificationId = (withdrawalId: string) => `payout-${withdrawalId}`;

export type BookedSlot = BookedSlotParams;

const slotText = ({ eventTitle, date, startTime, endTime }: BookedSlot) =>
  `"${eventTitle}" on ${date}, ${startTime} - ${endTime}`;

/** One notification's kind and figures with its English words, spread into notificationRecord. */
type Worded = NotificationWording & { title: string; message: string };

/**
 * Account notifications: the kind and figures the web app words in the reader's language, and the English text the
 * mobile app and older readers show (records keep their words once written).
 */
export const NOTIFICATION_TEXT = {
  orderReceived: (slot: BookedSlot): Worded => ({
    kind: 'orderReceived',
    params: { ...slot },
    title: 'New booking',
    message: `You have been booked for ${slotText(slot)}.`,
  }),
  bookingCancelled: (slot: BookedSlot): Worded => ({
    kind: 'bookingCancelled',
    params: { ...slot },
    title: 'Booking cancelled',
    message: `The booking for ${slotText(slot)} was cancelled.`,
  }),
  payoutPaid: (amountPence: number): Worded => ({
    kind: 'payoutPaid',
    params: { amountPence },
    title: 'Payout sent',
    message: `${formatPence(amountPence)} is on its way to your card.`,
  }),
  payoutFailed: (amountPence: number, reason: string): Worded => ({
    kind: 'payoutFailed',
    params: { amountPence, reason },
    title: 'Payout failed',
    message: `The payout of ${formatPence(amountPence)} failed: ${reason}`,
  }),
};

export function notificationRecord(fields: NotificationFields): NotificationRecord {
  return { ...fields, read: false };
}

/** The slot an order booked, as the notification names it (orders keep the event's title, day and slot times). */
export function bookedSlotOf(order: Record<string, unknown>): BookedSlot {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const details = (order.eventDetails ?? {}) as Record<string, unknown>;
  const slot = (order.slot ?? {}) as Record<string, unknown>;
  const bookingDate =
    typeof order.bookingDate === 'number' ? new Date(order.bookingDate).toISOString().slice(0, 10) : '';
  return {
    eventTitle: text(details.title),
    date: bookingDate,
    startTime: text(slot.startTime),
    endTime: text(slot.endTime),
  };
}
