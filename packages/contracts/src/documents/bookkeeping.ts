import * as z from 'zod/mini';

// The functions' own bookkeeping, which no page reads: limit counters, markers of applied changes, claims, records of
// handled webhook events and the offline stand-ins' records. Stored documents all the same, written through these.

/**
 * rateLimits/{id}: a count of calls (or purchases, free tickets, waitlist entries) per key and window; a TTL policy on
 * expiresAt drops it once its window has ended.
 */
export const limitCounterDocument = z.strictObject({
  count: z.int().check(z.nonnegative()),
  expiresAt: z.date(),
});

/**
 * managers/{uid}/private/statistics/appliedChanges/{changeId}: a change (a Cloud Event) already added to the
 * figures, so a retried delivery adds nothing; a TTL policy on expireAt drops it after the retries have ended.
 */
export const appliedChangeDocument = z.strictObject({ expireAt: z.date() });

/** slotClaims/{ownerId}_{date}_{slotId}: a booking about to take a slot (functions/src/bookings/slotClaims.ts). */
export const slotClaimDocument = z.strictObject({
  eventId: z.string().check(z.minLength(1)),
  ownerId: z.string(),
  date: z.string(),
  slotId: z.string(),
  expiresAt: z.number(),
});

/** webhookEvents/{eventId}: a payment provider's event handled once; a TTL policy on expiresAt drops it. */
export const webhookEventDocument = z.strictObject({
  type: z.string(),
  account: z.nullable(z.string()),
  objectId: z.string(),
  outcome: z.string(),
  created: z.number(),
  receivedAt: z.number(),
  expiresAt: z.date(),
});

/** pushOutbox/{announcementId}-{userId}: a push the offline sender would have sent (emulators, demos, tests). */
export const pushOutboxDocument = z.strictObject({
  token: z.string(),
  title: z.string(),
  body: z.string(),
  userId: z.string(),
  announcementId: z.string(),
  createdAt: z.number(),
});

const count = z.int().check(z.nonnegative());

/**
 * announcements/{id}: an owner's message to an event's ticket holders and its send's lease: 'sending' while one
 * attempt holds it (leaseUntil), 'sent' with its counts once delivered.
 */
export const announcementDocument = z.strictObject({
  announcementId: z.string().check(z.minLength(1)),
  eventId: z.string().check(z.minLength(1)),
  createdBy: z.string().check(z.minLength(1)),
  title: z.string(),
  message: z.string(),
  status: z.enum(['sending', 'sent']),
  holders: count,
  notified: count,
  pushed: count,
  invalidTokens: count,
  createdAt: z.number(),
  leaseUntil: z.number(),
  sentAt: z.optional(z.number()),
});

export type AnnouncementDocument = z.output<typeof announcementDocument>;

// The simulated payment provider's records (functions/src/payments/providers/simulated.ts): what was held, taken,
// released and refunded, so the pages, the seed and the tests can see it. Tests set the faults.

export const SIMULATED_PAYMENT_STATUSES = [
  'requires_action',
  'failed',
  'authorized',
  'captured',
  'released',
  'refunded',
] as const;

/** simulatedPayments/{authorizationId} */
export const simulatedPaymentDocument = z.strictObject({
  amountPence: z.int(),
  currency: z.string(),
  card: z.string(),
  description: z.string(),
  idempotencyKey: z.string(),
  status: z.enum(SIMULATED_PAYMENT_STATUSES),
  authorizedAt: z.number(),
  capturedAt: z.optional(z.number()),
  releasedAt: z.optional(z.number()),
  refundedAt: z.optional(z.number()),
  /** Faults a test sets: the next captures fail with this message (as a timeout with captureOutcome 'unknown'). */
  failCaptures: z.optional(z.string()),
  captureOutcome: z.optional(z.literal('unknown')),
  failRefunds: z.optional(z.string()),
});

export const simulatedCardDocument = z.strictObject({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
});

/** simulatedAccounts/{accountId}: a payee's connected account and payout cards. */
export const simulatedAccountDocument = z.strictObject({
  email: z.string(),
  cards: z.array(simulatedCardDocument),
  capabilitiesActive: z.boolean(),
  verificationPending: z.boolean(),
  createdAt: z.number(),
  /** Faults a test sets: the next transfers or payouts fail with this message. */
  failTransfers: z.optional(z.string()),
  failPayouts: z.optional(z.string()),
});

/** simulatedTransfers/{id} and simulatedPayouts/{id}: money moved to a payee's account, or out to their card. */
export const simulatedMoneyMovementDocument = z.strictObject({
  accountId: z.string(),
  amountPence: z.int(),
  currency: z.string(),
  description: z.string(),
  idempotencyKey: z.string(),
  card: z.optional(z.string()),
  createdAt: z.number(),
});

/** simulatedTransferReversals/{id}: a transfer taken back. */
export const simulatedTransferReversalDocument = z.strictObject({
  transferId: z.string(),
  accountId: z.string(),
  amountPence: z.int(),
  currency: z.string(),
  idempotencyKey: z.string(),
  createdAt: z.number(),
});
