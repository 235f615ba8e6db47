import * as z from 'zod/mini';

// What a notifications/{id} record says, as a kind and its figures. The functions store them beside the English title
// and message, which the mobile app and records written before kinds existed show; the web app words a record with a
// known kind in the reader's language, and shows the stored text for any other.

const bookedSlot = z.object({
  eventTitle: z.string(),
  /** 'YYYY-MM-DD' */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

const wording = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('orderReceived'), params: bookedSlot }),
  z.object({ kind: z.literal('bookingCancelled'), params: bookedSlot }),
  z.object({ kind: z.literal('payoutPaid'), params: z.object({ amountPence: z.number() }) }),
  z.object({
    kind: z.literal('payoutFailed'),
    params: z.object({ amountPence: z.number(), reason: z.string() }),
  }),
]);

/** A stored record's kind and figures, or null for a record without them (or with ones this version cannot word). */
export const storedNotificationWording = z.catch(z.nullable(wording), null);

export type NotificationWording = z.infer<typeof wording>;

/** What a notification is about: the page the bell or the inbox opens. */
export const NOTIFICATION_SUBJECTS = ['announcement', 'order', 'event', 'payment'] as const;

/**
 * notifications/{id} as the functions write it (the typed writer checks every record with it): the English title and
 * message, and for an account notification its kind and figures, which must be a wording this schema knows.
 */
export const notificationDocument = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    message: z.string(),
    kind: z.optional(z.string()),
    params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    subjectType: z.enum(NOTIFICATION_SUBJECTS),
    subjectId: z.string(),
    createdBy: z.string(),
    createdTo: z.string(),
    createdAt: z.number(),
    read: z.boolean(),
  })
  .check(
    z.refine(
      ({ kind, params }) =>
        kind === undefined ? params === undefined : z.safeParse(wording, { kind, params }).success,
      { error: 'kind and params must be a known wording', path: ['kind'] },
    ),
  );

export type NotificationDocument = z.output<typeof notificationDocument>;
export type NotificationKind = NotificationWording['kind'];
export type BookedSlotParams = z.infer<typeof bookedSlot>;
