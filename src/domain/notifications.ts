// Notification records (notifications/{id}), written by the functions for an account or an app user.

import type { NotificationWording } from '@gigvenue/contracts';
import { formatGBP, fromPence } from './money';

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
  /** What the record says as a kind and figures, worded in the reader's language; null shows title and message. */
  wording: NotificationWording | null;
}

/** The locale keys (in the notifications namespace) and figures that word a notification, or null for its stored text. */
export interface NotificationPhrase {
  titleKey: string;
  messageKey: string;
  values: Record<string, string>;
}

export function notificationPhrase({ wording }: Pick<AppNotification, 'wording'>): NotificationPhrase | null {
  if (!wording) return null;
  const keys = { titleKey: `kinds.${wording.kind}.title`, messageKey: `kinds.${wording.kind}.message` };
  switch (wording.kind) {
    case 'orderReceived':
    case 'bookingCancelled':
      return { ...keys, values: { ...wording.params } };
    case 'payoutPaid':
      return { ...keys, values: { amount: formatGBP(fromPence(wording.params.amountPence)) } };
    case 'payoutFailed':
      return {
        ...keys,
        values: { amount: formatGBP(fromPence(wording.params.amountPence)), reason: wording.params.reason },
      };
  }
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
