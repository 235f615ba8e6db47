// notifications/{id}: the records behind the bell (accounts) and the app's inbox (ticket holders). Written only by
// functions, under deterministic ids, so a retried write finds the record the first attempt made.

import type { Firestore } from 'firebase-admin/firestore';
import {
  formatPence,
  notificationDocument,
  type BookedSlotParams,
  type NotificationDocument,
  type NotificationWording,
} from '@gigvenue/contracts';
import { writeDocument, type DocumentWriter } from '../shared/documents';

/** A record as written, unread; an account notification also carries its kind and figures (NOTIFICATION_TEXT's). */
export type NotificationFields = Omit<NotificationDocument, 'read'>;
export type NotificationRecord = NotificationDocument;

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

/** Writes notifications/{id}, unread, through the typed writer (a retry writes the same record again). */
export function setNotification(writer: DocumentWriter, db: Firestore, fields: NotificationFields): void {
  writeDocument(
    writer,
    'set',
    db.doc(`notifications/${fields.id}`),
    notificationDocument,
    notificationRecord(fields),
  );
}

/** Creates notifications/{id}, unread, through the typed writer; the writer's answer says whether it was new. */
export const createNotification = <Result>(
  writer: DocumentWriter<Result>,
  db: Firestore,
  fields: NotificationFields,
): Result =>
  writeDocument(
    writer,
    'create',
    db.doc(`notifications/${fields.id}`),
    notificationDocument,
    notificationRecord(fields),
  );

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
