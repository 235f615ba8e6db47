import { describe, expect, it } from 'vitest';
import { notificationTarget, relativeAge, unreadIds, type AppNotification } from './notifications';

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
