import * as z from 'zod/mini';

// The account documents the functions write (through these schemas): the mobile app's user record and an account's
// owner-only private document. The profile (managers/{uid}) is the owner's own, written by the app.

/** users/{uid}: the mobile-app user record in the spec's shape. */
export const appUserDocument = z.strictObject({
  about: z.string(),
  address: z.string(),
  avatar: z.string(),
  calendarEvents: z.array(z.unknown()),
  currentUserId: z.string().check(z.minLength(1)),
  customerId: z.string(),
  dateOfBirth: z.string(),
  email: z.string(),
  eventId: z.array(z.string()),
  favorite: z.array(z.string()),
  managersIds: z.array(z.string()),
  name: z.string(),
  mobileNumber: z.string(),
  notificationToken: z.string(),
  paymentId: z.string(),
  pointsAmount: z.number(),
  registeredFromPlatform: z.literal('email'),
  status: z.literal('active'),
  userLevel: z.array(z.number()),
});

export type AppUserDocument = z.output<typeof appUserDocument>;

/**
 * The one field of an account's profile (managers/{uid}, the owner's own) a function writes: its status, set back to
 * pending when the account was created with another (onManagerCreated).
 */
export const accountStatusFields = z.strictObject({ status: z.literal('pending') });

/** An account's configuration (config.ts), as the private document holds it. */
export const configDocument = z.strictObject({
  isCashPaymentsAllowed: z.boolean(),
  noFreeEvents: z.boolean(),
  ordersPercantage: z.number(),
  perTicketPercentage: z.number(),
  platformFees: z.number(),
  noOfFeaturedEventsAllowed: z.number(),
  featuredEventsTaxPercentage: z.number(),
});

/**
 * managers/{uid}/private/account: the owner-only part of an account, created with the platform's default config;
 * bookings, settlement, payouts and the payment provider's reports then merge their fields into it.
 */
export const privateAccountDocument = z.strictObject({
  config: configDocument,
  /** In pounds, as the app shows it. */
  currentBalance: z.number(),
  connectAccountId: z.string(),
  notificationToken: z.string(),
  featuredEventsUsed: z.optional(z.number().check(z.nonnegative())),
  /** payoutReadiness.ts */
  payoutReadiness: z.optional(
    z.strictObject({
      chargesEnabled: z.boolean(),
      payoutsEnabled: z.boolean(),
      currentlyDue: z.array(z.string()),
      updatedAt: z.number(),
    }),
  ),
});

export type PrivateAccountDocument = z.output<typeof privateAccountDocument>;

/**
 * profiles/{uid}: the directory's public copy of an active account (functions/src/accounts/publicProfile.ts), written
 * whole through this schema whenever the account changes; the rating functions keep its aggregate.
 */
export const publicProfileDocument = z.strictObject({
  name: z.string(),
  img: z.string(),
  role: z.string(),
  category: z.string(),
  experience: z.strictObject({ years: z.number(), months: z.number() }),
  bio: z.string(),
  prevAttachments: z.array(z.string()),
  startingFrom: z.number(),
  ratingCount: z.number(),
  ratingAverage: z.number(),
  ratingRank: z.number(),
  /** Kept by the rating functions beside the aggregate they copy (listingKeptFields). */
  ratingTotal: z.optional(z.number()),
});

export type PublicProfileDocument = z.output<typeof publicProfileDocument>;
