// Notification records (notifications/{id}), written by the functions for an account or an app user.

export type NotificationSubject = 'announcement' | 'order' | 'event' | 'payment';

export interface AppNotification {
  id: string;
  title: string;
  message: string;
  subjectType: NotificationSubject;
  subjectId: string;
  createdBy: string;
  createdTo: string;
  /** Epoch ms. */
  createdAt: number;
  read: boolean;
}

/** What a notification opens; announcements are for ticket holders and open nothing in the dashboard. */
export type NotificationTarget =
  | { kind: 'order'; orderId: string }
  | { kind: 'event'; eventId: string }
  | { kind: 'payments' }
  | { kind: 'none' };

export function notificationTarget({
  subjectType,
  subjectId,
}: Pick<AppNotification, 'subjectType' | 'subjectId'>): NotificationTarget {
  if (subjectType === 'order' && subjectId) return { kind: 'order', orderId: subjectId };
  if (subjectType === 'event' && subjectId) return { kind: 'event', eventId: subjectId };
  if (subjectType === 'payment') return { kind: 'payments' };
  return { kind: 'none' };
}

export const unreadIds = (items: readonly AppNotification[]): string[] =>
  items.filter((item) => !item.read).map((item) => item.id);

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** The largest whole unit between `at` and `now`, as a negative count for the past ("3 hours ago"). */
export function relativeAge(at: number, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const elapsed = Math.max(0, now - at);
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return { value: -Math.floor(elapsed / size), unit };
  }
  return { value: 0, unit: 'minute' };
}
