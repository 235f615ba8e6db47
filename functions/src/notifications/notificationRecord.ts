// notifications/{id}: the records behind the bell (accounts) and the app's inbox (ticket holders). Written only by
// functions, under deterministic ids, so a retried write finds the record the first attempt made.

export type SubjectType = 'announcement' | 'order' | 'event' | 'payment';

export interface NotificationRecord {
  id: string;
  title: string;
  message: string;
  subjectType: SubjectType;
  subjectId: string;
  createdBy: string;
  createdTo: string;
  createdAt: number;
  read: false;
}

export const announcementNotificationId = (announcementId: string, userId: string) =>
  `ann-${announcementId}-${userId}`;
export const orderNotificationId = (orderId: string) => `order-${orderId}`;
export const cancelNotificationId = (orderId: string) => `cancel-${orderId}`;
export const payoutNotificationId = (withdrawalId: string) => `payout-${withdrawalId}`;

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

export interface BookedSlot {
  eventTitle: string;
  /** 'YYYY-MM-DD' */
  date: string;
  startTime: string;
  endTime: string;
}

const slotText = ({ eventTitle, date, startTime, endTime }: BookedSlot) =>
  `"${eventTitle}" on ${date}, ${startTime} - ${endTime}`;

/** The stored text of account notifications, in English: records keep their words once written. */
export const NOTIFICATION_TEXT = {
  orderReceived: (slot: BookedSlot) => ({
    title: 'New booking',
    message: `You have been booked for ${slotText(slot)}.`,
  }),
  bookingCancelled: (slot: BookedSlot) => ({
    title: 'Booking cancelled',
    message: `The booking for ${slotText(slot)} was cancelled.`,
  }),
  payoutPaid: (amountPence: number) => ({
    title: 'Payout sent',
    message: `${pounds(amountPence)} is on its way to your card.`,
  }),
  payoutFailed: (amountPence: number, reason: string) => ({
    title: 'Payout failed',
    message: `The payout of ${pounds(amountPence)} failed: ${reason}`,
  }),
};

export function notificationRecord(fields: Omit<NotificationRecord, 'read'>): NotificationRecord {
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
