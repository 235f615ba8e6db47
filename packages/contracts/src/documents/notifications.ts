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
export type NotificationKind = NotificationWording['kind'];
export type BookedSlotParams = z.infer<typeof bookedSlot>;
