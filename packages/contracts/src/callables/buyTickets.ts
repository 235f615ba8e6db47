import * as z from 'zod/mini';
import { isPlainText } from '../plainText';
import { callable } from './define';
import { MAX_BUYER_NAME, MAX_TICKETS_PER_PURCHASE, PLAIN_ID } from './ticketFormats';

const MAX_EMAIL = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Card tokens from Stripe Elements (pm_...) or the simulated form (tok_sim_...). */
const CARD_TOKEN = /^[A-Za-z0-9_]{1,255}$/;

const quantityRange = `Quantity must be a whole number from 1 to ${MAX_TICKETS_PER_PURCHASE}.`;

/** Who buys what: the fields a purchase and a waitlist entry share. */
export const buyerFields = {
  /** The package's position in the event's packages. */
  packageIndex: z.int({ error: 'choosePackage' }).check(z.minimum(0, { error: 'choosePackage' })),
  quantity: z
    .int({ error: quantityRange })
    .check(
      z.minimum(1, { error: quantityRange }),
      z.maximum(MAX_TICKETS_PER_PURCHASE, { error: quantityRange }),
    ),
  name: z.string({ error: 'Name is required.' }).check(
    z.trim(),
    z.minLength(1, { error: 'Name is required.' }),
    z.maxLength(MAX_BUYER_NAME, { error: `Name must be at most ${MAX_BUYER_NAME} characters.` }),
    // A name is mailed to whatever address the buyer typed: no markup, control characters or links in it.
    z.refine(isPlainText, {
      error: 'Enter your name without links or the characters < and >.',
    }),
  ),
  /** Trimmed and lower-cased: app users are found by it. */
  email: z
    .string({ error: 'Email is required.' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: 'Email is required.' }),
      z.maxLength(MAX_EMAIL, { error: 'Enter a valid email address.' }),
      z.regex(EMAIL, { error: 'Enter a valid email address.' }),
    ),
};

const offerPart = z
  .string({ error: 'waitlistOfferUnknown' })
  .check(z.regex(PLAIN_ID, { error: 'waitlistOfferUnknown' }));

/** A waitlist offer's link as a request names it: the entry and the key its mail carried. */
export const waitlistOfferRequest = z.object(
  { entryId: offerPart, key: offerPart },
  { error: 'waitlistOfferUnknown' },
);

/**
 * The public event page's Buy: tickets of one package for a buyer who needs no platform account. Prices and package
 * names are absent on purpose: the function takes them from the stored event. The request id makes a retry find
 * the purchase the first attempt made.
 */
export const buyTickets = callable(
  'buyTickets',
  z.object(
    {
      eventId: z.string({ error: 'noEventDetails' }).check(z.regex(PLAIN_ID, { error: 'noEventDetails' })),
      ...buyerFields,
      /** The payment provider's token; absent (or null) for free tickets. */
      cardToken: z.optional(
        z.nullable(
          z
            .string({ error: 'Invalid card token.' })
            .check(z.regex(CARD_TOKEN, { error: 'Invalid card token.' })),
        ),
      ),
      requestId: z
        .string({ error: 'requestIdInvalid' })
        .check(z.regex(PLAIN_ID, { error: 'requestIdInvalid' })),
      /** A waitlist offer's link (waitlist.ts): the purchase takes the tickets it holds. */
      offer: z.optional(waitlistOfferRequest),
    },
    { error: 'The purchase is not valid.' },
  ),
  z.object({
    purchaseId: z.string(),
    /** Opens the buyer's ticket page without an account. */
    accessKey: z.string(),
    ticketIds: z.array(z.string()),
    totalPence: z.int(),
  }),
);
