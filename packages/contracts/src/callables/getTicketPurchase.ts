import * as z from 'zod/mini';
import { callable } from './define';
import { publicEventFields } from './publicEvent';
import { PLAIN_ID } from './ticketFormats';

/** What became of a cancelled event's purchase: the refund job's outcome for it. */
export const PURCHASE_REFUND_STATUSES = ['refunded', 'released', 'refund-due', 'void', 'declined'] as const;
export type PurchaseRefundStatus = (typeof PURCHASE_REFUND_STATUSES)[number];

/** A key far longer than any the sale makes (22 characters) is no key. */
const MAX_ACCESS_KEY = 128;

/**
 * The buyer's ticket page (/t/{purchaseId}?k={key}) as data. The key in the link is the only credential; a wrong
 * key is answered exactly like a missing purchase, and so is a malformed request (noEventDetails).
 */
export const getTicketPurchase = callable(
  'getTicketPurchase',
  z.object(
    {
      purchaseId: z.string({ error: 'noEventDetails' }).check(z.regex(PLAIN_ID, { error: 'noEventDetails' })),
      key: z
        .string({ error: 'noEventDetails' })
        .check(z.maxLength(MAX_ACCESS_KEY, { error: 'noEventDetails' })),
    },
    { error: 'noEventDetails' },
  ),
  z.object({
    purchaseId: z.string(),
    buyerName: z.string(),
    /** The event may have been deleted since; the tickets still show what was bought. */
    event: z.object({ id: z.string(), ...publicEventFields }),
    /** The organizer cancelled the event: its tickets are void and carry no code. */
    cancelled: z.boolean(),
    /** The refund once the cancellation's refund job has handled this purchase; null before. */
    refund: z.nullable(z.object({ status: z.enum(PURCHASE_REFUND_STATUSES), totalPence: z.number() })),
    tickets: z.array(
      z.object({
        ticketId: z.string(),
        /** The package's detail. */
        ticketType: z.string(),
        /** Pounds. */
        amountPaid: z.number(),
        isCheckedIn: z.boolean(),
        /** The signed text the QR code carries; empty for a cancelled event's void ticket. */
        code: z.string(),
      }),
    ),
  }),
);
