import { refusal, type Refusal, type RefusalParams, type RefusalReason } from '../shared/refusals';
import {
  eventEndsAt,
  fromPence,
  type TicketDocument,
  type TicketPurchaseDocument,
} from '@gigvenue/contracts';
import { ticketIdFor, type SaleRequest } from './saleRequest';
import type { EventStock, StatsCounters } from '../shared/ticketStock';

// What a sale writes, decided from what the transaction read. Pure, so every refusal and every written field is
// tested without emulators; ticketSale.ts only reads, calls this, and writes the plan.

export interface SaleContext {
  eventId: string;
  /** The stored event, or null when there is none. */
  event: Record<string, unknown> | null;
  stock: EventStock | null;
  counters: StatsCounters;
  staffIds: string[];
  purchaseId: string;
  buyerId: string;
  /** Tickets this buyer already holds for the event (ticketHolders), 0 for a new holder. */
  heldByBuyer: number;
  now: number;
  /** The stock shard each ticket is taken from, in order (ticketShards.takeFromShards); none for legacy callers. */
  ticketShards?: number[];
}

export interface SalePlan {
  ticketIds: string[];
  tickets: { id: string; data: TicketDocument }[];
  purchase: TicketPurchaseDocument;
  /** The latest end the event has had at any sale, recorded on the shards the sale writes (null for an undated event). */
  latestEndAt: number | null;
  holder: { eventId: string; userId: string; tickets: number };
  unitPricePence: number;
  totalPence: number;
  ticketType: string;
  paymentMethod: 'Card' | 'Free';
}

const refuse = (
  code: Refusal['code'],
  reason: RefusalReason,
  params?: RefusalParams,
): { refused: Refusal } => ({ refused: refusal(code, reason, params) });

/** The price and package a request buys, or why it cannot: the stock checks without the writes. */
export function checkSale(request: SaleRequest, context: Pick<SaleContext, 'event' | 'stock'>) {
  const { event, stock } = context;
  if (!event || !stock) return refuse('not-found', 'noEventDetails');
  if (!stock.onSale) return refuse('failed-precondition', 'notOnSale');
  const item = stock.packages[request.packageIndex];
  if (!item || !item.detail) return refuse('invalid-argument', 'choosePackage');
  if (stock.ticketsLeft === 0) return refuse('failed-precondition', 'soldOut');
  if (request.quantity > item.ticketsLeft)
    return refuse('failed-precondition', 'onlyTicketsLeft', { left: item.ticketsLeft, detail: item.detail });
  const totalPence = item.pricePence * request.quantity;
  if (totalPence > 0 && !request.cardToken) return refuse('invalid-argument', 'cardRequired');
  return { item, totalPence };
}

/**
 * The latest end the event has had at any sale: the end it has now, or a later one an earlier sale recorded. Ticket
 * money is settled after it, so moving a sold event earlier (which the rules refuse anyway) never pays out sooner.
 */
export function latestEndOf(event: Record<string, unknown>, counters: StatsCounters): number | null {
  const ends = [eventEndsAt(event), counters.latestEndAt].filter(
    (end): end is number => typeof end === 'number',
  );
  return ends.length > 0 ? Math.max(...ends) : null;
}

/** Tickets per shard, keyed by the shard's index: what a refund gives back to each. */
function shardCounts(shards: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const shard of shards) counts[String(shard)] = (counts[String(shard)] ?? 0) + 1;
  return counts;
}

/** Decides the sale or its refusal: one ticket per seat, the purchase, and the latest end to record. */
export function planSale(
  request: SaleRequest,
  context: SaleContext,
  payment: TicketPurchaseDocument['payment'],
): { refused: Refusal } | { plan: SalePlan } {
  const checked = checkSale(request, context);
  if ('refused' in checked) return checked;
  const { item, totalPence } = checked;
  const { eventId, counters, purchaseId, buyerId, now } = context;
  const event = context.event as Record<string, unknown>;
  const eventOwnerId = typeof event.createdBy === 'string' ? event.createdBy : '';
  const paymentMethod = totalPence > 0 ? ('Card' as const) : ('Free' as const);
  const ticketIds = Array.from({ length: request.quantity }, (_, index) =>
    ticketIdFor(purchaseId, index + 1),
  );
  const tickets = ticketIds.map((ticketId, index) => ({
    id: ticketId,
    data: {
      ticketId,
      eventId,
      eventOwnerId,
      purchaseId,
      userId: buyerId,
      userName: request.name,
      userNameLower: request.name.toLowerCase(),
      purchaseDate: now,
      amountPaid: fromPence(item.pricePence),
      isPaid: true,
      isCheckedIn: false,
      checkedInAt: null,
      checkedInBy: null,
      checkInRequestId: null,
      paymentMethod,
      ticketType: item.detail,
      packageIndex: item.index,
      feedbackNotes: '',
      ...(context.ticketShards?.[index] === undefined ? {} : { stockShard: context.ticketShards[index] }),
    },
  }));
  const purchase = {
    purchaseId,
    requestId: request.requestId,
    eventId,
    eventOwnerId,
    buyerId,
    name: request.name,
    email: request.email,
    ticketType: item.detail,
    packageIndex: item.index,
    quantity: request.quantity,
    unitPricePence: item.pricePence,
    totalPence,
    ticketIds,
    payment,
    ...(context.ticketShards ? { stockShards: shardCounts(context.ticketShards) } : {}),
    createdAt: now,
  };
  const latestEndAt = latestEndOf(event, counters);
  const holder = { eventId, userId: buyerId, tickets: context.heldByBuyer + request.quantity };
  return {
    plan: {
      ticketIds,
      tickets,
      purchase,
      latestEndAt,
      holder,
      unitPricePence: item.pricePence,
      totalPence,
      ticketType: item.detail,
      paymentMethod,
    },
  };
}
