import { createHash } from 'node:crypto';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { dateKeyIn, PLATFORM_TIME_ZONE } from '../availability/slotDeletion';
import type { Refusal } from '../bookings/bookingPlan';
import { settings } from '../config';
import { logs } from '../logs';
import { PaymentProviderError } from '../payments/providers/errors';
import type { PaymentProvider } from '../payments/providers/provider';
import { checkSale, planSale, type SalePlan } from './salePlan';
import { parseSaleRequest, purchaseIdFor, type SaleRequest } from './saleRequest';
import { purchaseAccessKey, type TicketKeys } from './ticketCodes';
import { buyerIdFor } from './ticketBuyers';
import { ticketLink, ticketMessage } from './ticketMail';
import { staffIdsOf } from './ticketStaff';
import { eventStock, statsCountersOf } from './ticketStock';

/** Many buyers of one event at once all read its ticketStats; each retry is quick, so allow plenty. */
const MAX_TRANSACTION_ATTEMPTS = 30;

export interface BuyTicketsResult {
  purchaseId: string;
  accessKey: string;
  ticketIds: string[];
  totalPence: number;
}

/** A sale the rules of the product refuse; the message is for the person. */
export class SaleRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'SaleRefused';
  }
}

type Reader = Pick<Transaction, 'getAll'> | Pick<Firestore, 'getAll'>;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** Everything the sale depends on, read through the transaction (or plainly, for the first look). */
async function readSale(
  db: Firestore,
  reader: Reader,
  request: SaleRequest,
  purchaseId: string,
  buyerId: string | null,
  now: Date,
) {
  const refs = {
    purchase: db.doc(`ticketPurchases/${purchaseId}`),
    event: db.doc(`events/${request.eventId}`),
    stats: db.doc(`ticketStats/${request.eventId}`),
    holder: db.doc(`ticketHolders/${request.eventId}_${buyerId}`),
  };
  // The first look does not know the buyer yet, and needs no holder count to refuse.
  const [purchase, event, stats, holder] = await reader.getAll(
    refs.purchase,
    refs.event,
    refs.stats,
    ...(buyerId ? [refs.holder] : []),
  );
  const venueId = event.get('selectedVenue');
  const [venue] =
    typeof venueId === 'string' && venueId ? await reader.getAll(db.doc(`venues/${venueId}`)) : [];
  const venueOwnerId =
    typeof venue?.get('createdBy') === 'string' ? (venue.get('createdBy') as string) : null;
  const venueSeats = typeof venue?.get('seats') === 'number' ? (venue.get('seats') as number) : null;
  const data = event.data() ?? null;
  const counters = statsCountersOf(stats.data());
  return {
    refs,
    purchase,
    event: data,
    counters,
    stock: data ? eventStock(data, counters, venueSeats, dateKeyIn(now, PLATFORM_TIME_ZONE)) : null,
    staffIds: data ? staffIdsOf(data, venueOwnerId) : [],
    heldByBuyer: typeof holder?.get('tickets') === 'number' ? (holder.get('tickets') as number) : 0,
  };
}

function resultOf(keys: TicketKeys, purchase: DocumentSnapshot): BuyTicketsResult {
  return {
    purchaseId: purchase.id,
    accessKey: purchaseAccessKey(keys, purchase.id),
    ticketIds: (purchase.get('ticketIds') as string[] | undefined) ?? [],
    totalPence: (purchase.get('totalPence') as number | undefined) ?? 0,
  };
}

async function capture(
  provider: PaymentProvider,
  ref: DocumentReference,
  purchaseId: string,
  authorizationId: string,
): Promise<void> {
  try {
    await provider.capturePayment({ authorizationId, idempotencyKey: `capture-${purchaseId}` });
    await ref.update({ 'payment.status': 'captured' });
  } catch (error) {
    // The tickets stand and the authorisation still holds the money: the record says so, for a retry.
    const message = error instanceof Error ? error.message : String(error);
    logs.ticketCaptureFailed({ purchaseId, error: message });
    await ref.update({ 'payment.captureError': message });
  }
}

/** What a request that already bought answers: the same result as the first time. */
async function replay(
  provider: PaymentProvider,
  keys: TicketKeys,
  purchase: DocumentSnapshot,
): Promise<BuyTicketsResult> {
  // The first attempt may have stopped between its commit and its capture.
  const authorizationId = purchase.get('payment.authorizationId');
  if (purchase.get('payment.status') === 'authorized' && typeof authorizationId === 'string') {
    await capture(provider, purchase.ref, purchase.id, authorizationId);
  }
  return resultOf(keys, purchase);
}

function writePlan(
  tx: Transaction,
  db: Firestore,
  refs: Awaited<ReturnType<typeof readSale>>['refs'],
  plan: SalePlan,
  mail: Record<string, unknown>,
) {
  for (const ticket of plan.tickets) tx.create(db.doc(`tickets/${ticket.id}`), ticket.data);
  tx.create(refs.purchase, plan.purchase);
  tx.set(refs.stats, plan.stats);
  tx.set(refs.holder, plan.holder);
  tx.create(db.doc(`mail/ticket-${plan.purchase.purchaseId}`), mail);
}

/**
 * Sells tickets of one package of an event, all or nothing: the stock per package and in total (capacity caps it) is
 * checked in one transaction that re-reads the event and its ticketStats, which it advances with the tickets, the
 * purchase, the buyer's ticketHolders entry and the mail carrying the ticket link. A card is authorised before the
 * transaction, captured after it commits and released when it is refused; the purchase id comes from the request
 * id, so a retry returns the first purchase and charges once. Used by the buyTickets callable and by the seed.
 */
export async function sellTickets(
  db: Firestore,
  provider: PaymentProvider,
  keys: TicketKeys,
  callerUid: string | null,
  data: unknown,
  now: Date = new Date(),
): Promise<BuyTicketsResult> {
  const parsed = parseSaleRequest(data);
  if (!parsed.ok)
    throw new SaleRefused({ code: 'invalid-argument', reason: 'invalid', message: parsed.message });
  const request = parsed.value;
  const purchaseId = purchaseIdFor(callerUid, request.requestId);

  // A first look without locks: a refusal or a repeat costs no payment call and creates no app user.
  const first = await readSale(db, db, request, purchaseId, null, now);
  if (first.purchase.exists) return replay(provider, keys, first.purchase);
  const firstLook = checkSale(request, first);
  if ('refused' in firstLook) throw new SaleRefused(firstLook.refused);

  const buyerId = await buyerIdFor(db, provider, request.email, request.name);
  const authorizedPence = firstLook.totalPence;
  let authorizationId: string | null = null;
  if (authorizedPence > 0) {
    try {
      ({ authorizationId } = await provider.authorizePayment({
        amountPence: authorizedPence,
        cardToken: request.cardToken as string,
        description: `Tickets for ${String(first.event?.title ?? '')}`.slice(0, 200),
        // The same purchase, package and price always finds the same authorisation: a retry never holds twice.
        idempotencyKey: `tickets-${purchaseId}-${digest(`${request.packageIndex}:${request.quantity}:${authorizedPence}`).slice(0, 16)}`,
      }));
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        throw new SaleRefused({
          code: 'failed-precondition',
          reason: 'payment-declined',
          message: error.message,
        });
      }
      throw error;
    }
  }
  // A twin of this request (same id) shares the authorisation: once it has bought, the money is its.
  const release = async () => {
    if (!authorizationId || (await db.doc(`ticketPurchases/${purchaseId}`).get()).exists) return;
    await provider.releasePayment({ authorizationId, idempotencyKey: `release-${authorizationId}` });
  };
  const accessKey = purchaseAccessKey(keys, purchaseId);
  const payment = {
    provider: provider.name,
    authorizationId,
    status: authorizationId ? 'authorized' : 'none',
  };

  type Outcome = { refused: Refusal } | { replayed: DocumentSnapshot } | { plan: SalePlan };
  let outcome: Outcome;
  try {
    outcome = await db.runTransaction(
      async (tx): Promise<Outcome> => {
        const state = await readSale(db, tx, request, purchaseId, buyerId, now);
        if (state.purchase.exists) return { replayed: state.purchase };
        const decided = planSale(
          request,
          { ...state, eventId: request.eventId, purchaseId, buyerId, now: now.getTime() },
          payment,
        );
        if ('refused' in decided) return decided;
        if (decided.plan.totalPence !== authorizedPence) {
          return {
            refused: {
              code: 'failed-precondition',
              reason: 'price-changed',
              message: 'Prices changed while you bought. Please review and try again.',
            },
          };
        }
        const message = ticketMessage({
          name: request.name,
          eventTitle: String(state.event?.title ?? ''),
          quantity: request.quantity,
          link: ticketLink(settings.appUrl, purchaseId, accessKey),
          appName: settings.appName,
        });
        const mail = {
          to: request.email,
          ...(settings.mailFrom ? { from: settings.mailFrom } : {}),
          message,
          createdAt: FieldValue.serverTimestamp(),
        };
        writePlan(tx, db, state.refs, decided.plan, mail);
        return decided;
      },
      { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
    );
  } catch (error) {
    await release();
    throw error;
  }

  // A concurrent twin of this request (same id) committed first: it holds the same authorisation, so keep it.
  if ('replayed' in outcome) return replay(provider, keys, outcome.replayed);
  if ('refused' in outcome) {
    await release();
    throw new SaleRefused(outcome.refused);
  }
  const { plan } = outcome;
  if (authorizationId)
    await capture(provider, db.doc(`ticketPurchases/${purchaseId}`), purchaseId, authorizationId);
  logs.ticketsSold({
    eventId: request.eventId,
    purchaseId,
    tickets: plan.ticketIds.length,
    totalPence: plan.totalPence,
  });
  return { purchaseId, accessKey, ticketIds: plan.ticketIds, totalPence: plan.totalPence };
}
