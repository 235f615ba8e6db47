import * as z from 'zod/mini';
import { PAYMENT_METHODS } from '../paymentMethod';
import { PAYMENT_STATUSES, type PaymentStatus } from '../paymentStatus';

// bookingPayments/{eventId}: how a booking was paid, as the booking function creates it (through this schema); the
// capture, refund and webhook paths then move its status along paymentStatus.ts's state machine.

export const bookingPaymentDocument = z.strictObject({
  uid: z.string().check(z.minLength(1)),
  requestId: z.string(),
  /** 'none' when nothing was charged (a free booking). */
  method: z.enum(['none', ...PAYMENT_METHODS]),
  amountPence: z.int().check(z.nonnegative()),
  /** The provider's hold of a card payment; null for cash or nothing. */
  authorizationId: z.nullable(z.string()),
  orderIds: z.array(z.string()),
  status: z.enum(PAYMENT_STATUSES as [PaymentStatus, ...PaymentStatus[]]),
});

export type BookingPaymentDocument = z.output<typeof bookingPaymentDocument>;

/**
 * bookingPayments/{eventId} as a fence: a booking attempt whose outcome was unknown, voided so its commit in flight can
 * never land (its voidedAt is the server's stamp). The booking's retry writes the whole record over it.
 */
export const voidBookingPaymentDocument = z.strictObject({ status: z.literal('void') });
