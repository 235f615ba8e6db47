import { describe, expect, it } from 'vitest';
import {
  notificationPhrase,
  notificationTarget,
  relativeAge,
  unreadIds,
  type AppNotification,
} from './notifications';

const note = (overrides: Partial<AppNotification> = {}): AppNotification => ({
  id: 'n1',
  title: 'New booking',
  message: 'Booked',
  subjectType: 'order',
  subjectId: 'o1',
  createdBy: 'system',
  createdTo: 'u1',
  createdAt: 0,
  read: false,
  wording: null,
  ...overrides,
});

describe('notifications', () => {
  it('links each subject type to what it is about', () => {
    expect(notificationTarget(note())).toEqual({ kind: 'order', orderId: 'o1' });
    expect(notificationTarget(note({ subjectType: 'event', subjectId: 'e1' }))).toEqual({
      kind: 'event',
      eventId: 'e1',
    });
    expect(notificationTarget(note({ subjectType: 'payment' }))).toEqual({ kind: 'payments' });
    expect(notificationTarget(note({ subjectType: 'announcement' }))).toEqual({ kind: 'none' });
    expect(notificationTarget(note({ subjectId: '' }))).toEqual({ kind: 'none' });
  });

  it('lists the unread ids', () => {
    expect(unreadIds([note({ id: 'a' }), note({ id: 'b', read: true }), note({ id: 'c' })])).toEqual([
      'a',
      'c',
    ]);
  });

  it('gives the age in its largest whole unit', () => {
    const now = Date.UTC(2031, 5, 2, 12);
    expect(relativeAge(now - 30_000, now)).toEqual({ value: 0, unit: 'minute' });
    expect(relativeAge(now - 5 * 60_000, now)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeAge(now - 3 * 3_600_000, now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeAge(now - 2 * 86_400_000, now)).toEqual({ value: -2, unit: 'day' });
    expect(relativeAge(now + 60_000, now)).toEqual({ value: 0, unit: 'minute' });
  });
});

describe('notificationPhrase', () => {
  const slot = { eventTitle: 'Salsa Night', date: '2030-06-07', startTime: '7:00 PM', endTime: '10:00 PM' };

  it('words a booking by its kind, with the slot it names', () => {
    expect(notificationPhrase(note({ wording: { kind: 'bookingCancelled', params: slot } }))).toEqual({
      titleKey: 'kinds.bookingCancelled.title',
      messageKey: 'kinds.bookingCancelled.message',
      values: slot,
    });
  });

  it('words a payout with its amount in pounds, and a failed one with its reason', () => {
    expect(
      notificationPhrase(note({ wording: { kind: 'payoutPaid', params: { amountPence: 123_450 } } }))?.values,
    ).toEqual({ amount: '£1,234.50' });
    expect(
      notificationPhrase(
        note({ wording: { kind: 'payoutFailed', params: { amountPence: 900, reason: 'Card expired' } } }),
      ),
    ).toEqual({
      titleKey: 'kinds.payoutFailed.title',
      messageKey: 'kinds.payoutFailed.message',
      values: { amount: '£9.00', reason: 'Card expired' },
    });
  });

  it('leaves a record without a kind to its stored text', () => {
    expect(notificationPhrase(note())).toBeNull();
  });
});
