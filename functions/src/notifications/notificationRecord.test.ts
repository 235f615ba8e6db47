import { describe, expect, it } from 'vitest';
import { storedNotificationWording } from '@gigvenue/contracts';
import {
  announcementNotificationId,
  bookedSlotOf,
  cancelNotificationId,
  NOTIFICATION_TEXT,
  notificationRecord,
  orderNotificationId,
} from './notificationRecord';

describe('notification ids', () => {
  it('are deterministic per subject, so a retried write finds the first record', () => {
    expect(announcementNotificationId('ann-abc', 'user-1')).toBe('ann-ann-abc-user-1');
    expect(orderNotificationId('evt-1-venue-slot')).toBe('order-evt-1-venue-slot');
    expect(cancelNotificationId('evt-1-venue-slot')).toBe('cancel-evt-1-venue-slot');
  });
});

describe('bookedSlotOf', () => {
  it("names the order's event, day and slot times", () => {
    const order = {
      bookingDate: Date.UTC(2030, 5, 7),
      eventDetails: { title: 'Salsa Night' },
      slot: { startTime: '7:00 PM', endTime: '10:00 PM' },
    };
    const slot = bookedSlotOf(order);
    expect(slot).toEqual({
      eventTitle: 'Salsa Night',
      date: '2030-06-07',
      startTime: '7:00 PM',
      endTime: '10:00 PM',
    });
    expect(NOTIFICATION_TEXT.orderReceived(slot)).toEqual({
      kind: 'orderReceived',
      params: slot,
      title: 'New booking',
      message: 'You have been booked for "Salsa Night" on 2030-06-07, 7:00 PM - 10:00 PM.',
    });
    expect(NOTIFICATION_TEXT.bookingCancelled(slot)).toEqual({
      kind: 'bookingCancelled',
      params: slot,
      title: 'Booking cancelled',
      message: 'The booking for "Salsa Night" on 2030-06-07, 7:00 PM - 10:00 PM was cancelled.',
    });
  });

  it('tolerates an order missing its details', () => {
    expect(bookedSlotOf({})).toEqual({ eventTitle: '', date: '', startTime: '', endTime: '' });
  });
});

describe('NOTIFICATION_TEXT', () => {
  it('gives payouts their kind and figures beside the English words', () => {
    expect(NOTIFICATION_TEXT.payoutPaid(12_550)).toEqual({
      kind: 'payoutPaid',
      params: { amountPence: 12_550 },
      title: 'Payout sent',
      message: '£125.50 is on its way to your card.',
    });
    expect(NOTIFICATION_TEXT.payoutFailed(900, 'Card expired')).toEqual({
      kind: 'payoutFailed',
      params: { amountPence: 900, reason: 'Card expired' },
      title: 'Payout failed',
      message: 'The payout of £9.00 failed: Card expired',
    });
  });

  it('reads back through the contract as the app reads it', () => {
    const slot = { eventTitle: 'Salsa Night', date: '2030-06-07', startTime: '7:00 PM', endTime: '10:00 PM' };
    const record = notificationRecord({
      id: cancelNotificationId('o1'),
      ...NOTIFICATION_TEXT.bookingCancelled(slot),
      subjectType: 'event',
      subjectId: 'e1',
      createdBy: 'a',
      createdTo: 'b',
      createdAt: 1,
    });
    expect(storedNotificationWording.parse(record)).toEqual({ kind: 'bookingCancelled', params: slot });
  });
});

describe('notificationRecord', () => {
  it('starts unread', () => {
    const fields = {
      id: 'n',
      title: 't',
      message: 'm',
      subjectType: 'order' as const,
      subjectId: 'o',
      createdBy: 'a',
      createdTo: 'b',
      createdAt: 1,
    };
    expect(notificationRecord(fields)).toEqual({ ...fields, read: false });
  });
});
