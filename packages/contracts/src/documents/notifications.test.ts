import { describe, expect, it } from 'vitest';
import { storedNotificationWording } from './notifications';

const slot = { eventTitle: 'Salsa Night', date: '2030-06-07', startTime: '7:00 PM', endTime: '10:00 PM' };

describe('storedNotificationWording', () => {
  it('reads each kind with its figures, dropping anything else stored beside them', () => {
    expect(
      storedNotificationWording.parse({ kind: 'orderReceived', params: slot, title: 'New booking' }),
    ).toEqual({
      kind: 'orderReceived',
      params: slot,
    });
    expect(
      storedNotificationWording.parse({
        kind: 'payoutFailed',
        params: { amountPence: 1250, reason: 'Card expired' },
      }),
    ).toEqual({ kind: 'payoutFailed', params: { amountPence: 1250, reason: 'Card expired' } });
  });

  it('reads a record without a kind, an unknown kind or broken figures as null, never throwing', () => {
    expect(
      storedNotificationWording.parse({ title: 'New booking', message: 'You have been booked' }),
    ).toBeNull();
    expect(storedNotificationWording.parse({ kind: 'somethingNew', params: {} })).toBeNull();
    expect(storedNotificationWording.parse({ kind: 'payoutPaid', params: { amountPence: '12' } })).toBeNull();
    expect(storedNotificationWording.parse({ kind: 'bookingCancelled' })).toBeNull();
    expect(storedNotificationWording.parse(undefined)).toBeNull();
  });
});
