import * as z from 'zod/mini';
import { PAYMENT_METHODS } from '../paymentMethod';
import { PAYMENT_STATUSES, type PaymentStatus } from '../paymentStatus';

// bookingPayments/{eventId}: how a booking was paid, as the booking function creates it (through this schema); the
// capture, refund and webhook paths then move its status along paymentStatus.ts's state machine.

/**
 * What a held card payment gains after it is made, on bookingPayments and inside ticketPurchases' payment map alike
 * (its capture, lapse, refund and release times that are the server's stamps, and captureAttempts, pass beside).
 */
export const heldPaymentProgress = {
  /** Why the last capture failed (cleared once captured), or why the hold was cancelled. */
  captureError: z.optional(z.string()),
  lapsedAt: z.optional(z.number()),
  refundedAt: z.optional(z.number()),
  releasedAt: z.optional(z.number()),
  /** Refunded at the provider, outside the app (charge.refunded). */
  refundedOutside: z.optional(z.boolean()),
  /** paymentStatus.ts PaymentDispute */
  dispute: z.optional(
    z.strictObject({
      id: z.string(),
      status: z.enum(['open', 'won', 'lost']),
      amountPence: z.int(),
      at: z.number(),
    }),
  ),
};

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
  ...heldPaymentProgress,
});

export type BookingPaymentDocument = z.output<typeof bookingPaymentDocument>;

/**
 * bookingPayments/{eventId} as a fence: a booking attempt whose outcome was unknown, voided so its commit in flight can
 * never land (its voidedAt is the server's stamp). The booking's retry writes the whole record over it.
 */
export const voidBookingPaymentDocument = z.strictObject({ status: z.literal('void') });
