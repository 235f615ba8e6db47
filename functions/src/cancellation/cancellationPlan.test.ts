import type { PaymentMethod } from '@gigvenue/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookingPaymentStep,
  cancelRefusal,
  counterChanges,
  decideOrders,
  purchaseStep,
  type BookedOrder,
} from './cancellationPlan';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 12);
const order = (id: string, daysAway: number, paymentMethod: PaymentMethod = 'card'): BookedOrder => ({
  id,
  bookingDate: NOW + daysAway * DAY,
  party: id,
  pricePence: 10_000,
  paymentMethod,
});

describe('cancelRefusal', () => {
  const owner = { uid: 'owner', active: true };
  const event = { createdBy: 'owner', status: 'active' };

  it('lets the active owner and the operator cancel an active event that has not ended', () => {
    expect(cancelRefusal(event, NOW + DAY, owner, NOW)).toBeNull();
    expect(cancelRefusal(event, NOW + DAY, { uid: null, active: true }, NOW)).toBeNull();
  });

  it('refuses another account, a suspended owner, an ended or completed event', () => {
    expect(cancelRefusal(event, NOW + DAY, { uid: 'other', active: true }, NOW)).toBe('not-owner');
    expect(cancelRefusal(event, NOW + DAY, { uid: 'owner', active: false }, NOW)).toBe('not-owner');
    expect(cancelRefusal(event, NOW - 1, owner, NOW)).toBe('over');
    expect(cancelRefusal({ ...event, status: 'completed' }, NOW + DAY, owner, NOW)).toBe('not-cancellable');
    expect(cancelRefusal(null, null, owner, NOW)).toBe('not-found');
  });

  it('answers a cancelled event as a retry, not a refusal', () => {
    expect(cancelRefusal({ ...event, status: 'cancelled' }, NOW + DAY, owner, NOW)).toBeNull();
  });
});

describe('decideOrders', () => {
  it('releases bookings at least 2 days away and keeps the later ones for their party', () => {
    const decision = decideOrders([order('far', 5), order('edge', 2), order('near', 1.9)], NOW);
    expect(decision.released.map((item) => item.id)).toEqual(['far', 'edge']);
    expect(decision.kept.map((item) => item.id)).toEqual(['near']);
  });
});

describe('bookingPaymentStep', () => {
  it('refunds a captured payment, or releases a hold, when every card booking is released', () => {
    const allReleased = decideOrders([order('a', 5), order('b', 5)], NOW);
    expect(bookingPaymentStep('captured', allReleased)).toBe('refund');
    expect(bookingPaymentStep('authorized', allReleased)).toBe('release');
    expect(bookingPaymentStep(undefined, allReleased)).toBe('none');
  });

  it('keeps the payment when a card booking is past its cut-off: settlement pays that party', () => {
    expect(bookingPaymentStep('captured', decideOrders([order('a', 5), order('b', 1)], NOW))).toBe('keep');
    expect(bookingPaymentStep('captured', decideOrders([order('a', 5), order('b', 1, 'cash')], NOW))).toBe(
      'refund',
    );
  });
});

describe('purchaseStep', () => {
  const card = (status: string) => ({ totalPence: 2_000, payment: { status, authorizationId: 'pi_1' } });

  it('leaves a purchase the organizer refunded before the cancellation to that refund', () => {
    expect(purchaseStep({ ...card('refund-due'), ticketRefund: { at: 1, by: 'orla' } })).toEqual({
      kind: 'done',
    });
  });

  it('refunds captured money and releases a hold that was never captured', () => {
    expect(purchaseStep(card('captured'))).toEqual({ kind: 'refund', authorizationId: 'pi_1' });
    expect(purchaseStep(card('authorized'))).toEqual({ kind: 'release', authorizationId: 'pi_1' });
  });

  it('marks a lapsed hold released, an unpaid-by-card purchase refund due and a free one void', () => {
    expect(purchaseStep(card('lapsed'))).toEqual({ kind: 'mark', status: 'released' });
    expect(purchaseStep({ totalPence: 2_000, payment: { status: 'none' } })).toEqual({
      kind: 'mark',
      status: 'refund-due',
    });
    expect(purchaseStep({ totalPence: 0, payment: { status: 'none' } })).toEqual({
      kind: 'mark',
      status: 'void',
    });
  });

  it('does nothing for a finished purchase and tries a declined one again', () => {
    expect(purchaseStep({ ...card('refunded'), refund: { status: 'refunded' } })).toEqual({ kind: 'done' });
    expect(purchaseStep({ ...card('captured'), refund: { status: 'declined' } })).toEqual({
      kind: 'refund',
      authorizationId: 'pi_1',
    });
  });
});

describe('counterChanges', () => {
  it('counts a first outcome once and moves a declined refund to refunded', () => {
    expect(counterChanges(undefined, 'refunded', 3, 6_000)).toEqual({
      refundedTickets: 3,
      refundedPence: 6_000,
    });
    expect(counterChanges(undefined, 'declined', 3, 6_000)).toEqual({ declinedTickets: 3 });
    expect(counterChanges('declined', 'refunded', 3, 6_000)).toEqual({
      declinedTickets: -3,
      refundedTickets: 3,
      refundedPence: 6_000,
    });
    expect(counterChanges('declined', 'declined', 3, 6_000)).toEqual({});
  });
});
