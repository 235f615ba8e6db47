import { createHash } from 'node:crypto';
import {
  appUserDocument,
  buyTickets,
  check,
  limitCounterDocument,
  PaymentStatus,
  ticketDocument,
  ticketHolderDocument,
  ticketPurchaseDocument,
  ticketPurchaseKeysDocument,
  ticketStatsDocument,
  waitlistEntryDocument,
  type MailMessage,
  type RequestOf,
  type ResponseOf,
} from '@gigvenue/contracts';
import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { appUserRecord, type AppUser } from '../accounts/appUserRecord';
import { settings } from '../config';
import { refusal, type Refusal } from '../shared/refusals';
import { logs } from '../logs';
import { captureKeyOf, TICKET_PURCHASES } from '../payments/capturePlan';
import { recordCaptured, recordCaptureFailure } from '../payments/captureRetry';
import { authorizeCard } from '../payments/authorizeCard';
import { cardRefusal } from '../payments/cardRefusal';
import type { PaymentProvider } from '../payments/providers/provider';
import { checkSale, planSale, type SalePlan } from './salePlan';
import {
  eventCounterExpiry,
  eventLimitRefusal,
  freeTicketsCounterId,
  freeTicketsHourCounter,
  saleAddressCounterId,
  type SaleLimits,
} from './saleLimits';
import { purchaseIdFor, type SaleRequest } from './saleRequest';
import { buyerIdFor, ensureBuyerCustomer, type AccountDirectory } from './ticketBuyers';
import { ticketChange } from '../shared/ticketChange';
import { updateDocument, writeDocument } from '../shared/documents';
import { writeMail } from '../shared/mail';
import { newPurchaseAccessKey } from './ticketCodes';
import { ticketLink, ticketMessage } from './ticketMail';
import { staffIdsOf } from './ticketStaff';
import {
  eventDateKey,
  eventStock,
  ownerSells,
  statsCountersOf,
  type EventStock,
} from '../shared/ticketStock';
import { statisticsPath } from '../statistics/applyStatisticsChange';
import { addFigures, statisticsDelta, type Figures } from '../statistics/statisticsFigures';
import { addToShard, rollUpIfDue, STATISTICS_SHARDS } from '../statistics/statisticsShards';
import { claimTakes, heldOffer, withoutOfferHold, type HeldOffer } from './waitlistClaim';
import { offerReturnedTickets } from './waitlistOffers';
import {
  quotasFor,
  rebasedQuotas,
  recordedSplit,
  shardAfterSale,
  shardCountOf,
  shardOrder,
  shardPath,
  shardStock,
  splitKeyOf,
  stockOfShards,
  sumCounters,
  takeFromShards,
  type ShardQuota,
  type ShardStock,
} from './ticketShards';

/** Buyers of one event write its stock shards, so few contend on each; the last tickets see more, so allow plenty. */
const MAX_TRANSACTION_ATTEMPTS = 30;
/** How many times a sale whose first shard sold out meanwhile looks again before it takes whatever shards it reads. */
const MAX_FALL_OVERS = 8;

export type BuyTicketsResult = ResponseOf<typeof buyTickets>;

/** A sale the rules of the product refuse; the message is for the person. */
export class SaleRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'SaleRefused';
  }
}

/** Who buys, as far as the callable knows: the seed sells as nobody in particular (null), without limits. */
export interface SaleCaller {
  uid: string | null;
  /** The caller's address (shared/callerAddress.ts); null when none is known, and then nothing counts per address. */
  address: string | null;
  limits: SaleLimits;
  /** Auth, so a purchase joins a platform account only when the account verified the address. */
  accounts: AccountDirectory;
}

const REQUEST_REUSED = refusal('failed-precondition', 'purchaseRepeated');

type Reader = Pick<Transaction, 'getAll'> | Pick<Firestore, 'getAll'>;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const countOf = (snapshot: DocumentSnapshot | undefined) =>
  typeof snapshot?.get('count') === 'number' ? (snapshot.get('count') as number) : 0;

/** The rateLimits counters this purchase counts on, by id: none without limits, none per address without one. */
function counterIdsOf(request: SaleRequest, caller: SaleCaller | null, now: Date) {
  if (!caller) return { address: null, free: null, freeHour: null };
  return {
    address: caller.address ? saleAddressCounterId(caller.address, request.eventId) : null,
    free: freeTicketsCounterId(request.email, request.eventId),
    freeHour: freeTicketsHourCounter(request.eventId, now.getTime()),
  };
}

/** Everything the sale depends on, read through the transaction (or plainly, for the first look). */
async function readSale(
  db: Firestore,
  reader: Reader,
  request: SaleRequest,
  purchaseId: string,
  buyerId: string | null,
  counterIds: ReturnType<typeof counterIdsOf>,
  now: Date,
) {
  const refs = {
    purchase: db.doc(`ticketPurchases/${purchaseId}`),
    event: db.doc(`events/${request.eventId}`),
    stats: db.doc(`ticketStats/${request.eventId}`),
    // The first look does not know the buyer yet, and needs no holder count to refuse.
    holder: buyerId ? db.doc(`ticketHolders/${request.eventId}_${buyerId}`) : null,
    user: buyerId ? db.doc(`users/${buyerId}`) : null,
    addressCounter: counterIds.address ? db.doc(`rateLimits/${counterIds.address}`) : null,
    freeCounter: counterIds.free ? db.doc(`rateLimits/${counterIds.free}`) : null,
    freeHourCounter: counterIds.freeHour ? db.doc(`rateLimits/${counterIds.freeHour.id}`) : null,
    // A purchase through a waitlist offer's link reads the offer with everything else.
    entry: request.offer ? db.doc(`waitlist/${request.offer.entryId}`) : null,
  };
  const optional = [
    refs.holder,
    refs.user,
    refs.addressCounter,
    refs.freeCounter,
    refs.freeHourCounter,
    refs.entry,
  ];
  const [purchase, event, stats, ...rest] = await reader.getAll(
    refs.purchase,
    refs.event,
    refs.stats,
    ...optional.filter((ref): ref is DocumentReference => ref !== null),
  );
  const [holder, user, addressCounter, freeCounter, freeHourCounter, entry] = optional.map((ref) =>
    ref ? rest.shift() : undefined,
  );
  const venueId = event.get('selectedVenue');
  const ownerId = event.get('createdBy');
  const second = [
    typeof venueId === 'string' && venueId ? db.doc(`venues/${venueId}`) : null,
    // The owner is read in the transaction too: a suspension that commits meanwhile makes the sale retry and refuse.
    typeof ownerId === 'string' && ownerId ? db.doc(`managers/${ownerId}`) : null,
  ];
  const present = second.filter((ref): ref is DocumentReference => ref !== null);
  const found = present.length > 0 ? await reader.getAll(...present) : [];
  const [venue, owner] = second.map((ref) => (ref ? found.shift() : undefined));
  const venueOwnerId =
    typeof venue?.get('createdBy') === 'string' ? (venue.get('createdBy') as string) : null;
  const venueSeats = typeof venue?.get('seats') === 'number' ? (venue.get('seats') as number) : null;
  const data = event.data() ?? null;
  const counters = statsCountersOf(stats.data());
  return {
    refs,
    purchase,
    event: data,
    base: stats,
    counters,
    /** The event's stock after the base's counts only: what the shards split (ticketShards.shardStock). */
    stock: data
      ? eventStock(data, counters, venueSeats, {
          now: now.getTime(),
          ownerActive: ownerSells(owner?.get('status')),
        })
      : null,
    staffIds: data ? staffIdsOf(data, venueOwnerId) : [],
    heldByBuyer: typeof holder?.get('tickets') === 'number' ? (holder.get('tickets') as number) : 0,
    userExists: user?.exists ?? false,
    addressPurchases: refs.addressCounter ? countOf(addressCounter) : null,
    freeTickets: countOf(freeCounter),
    freeTicketsThisHour: countOf(freeHourCounter),
    offer: request.offer ? heldOffer(entry?.data(), request.offer, request, now.getTime()) : null,
  };
}

type SaleState = Awaited<ReturnType<typeof readSale>>;

/** The offer this purchase claims, when its link holds one. */
const claimedOffer = (state: SaleState): HeldOffer | null =>
  state.offer && !('refused' in state.offer) ? state.offer : null;

/** The split a sale sells under: the shards' quotas (null: even shares), and whether it is new, for the base. */
type SaleSplit = { quotas: ShardQuota[] | null; rebased: boolean };

const shardCountOfSale = (state: SaleState) => shardCountOf(state.base.data(), state.stock as EventStock);

/**
 * Each shard's stock under the sale's split, unread. For a claim, the offer's own tickets count as on sale: they are
 * the ones it buys.
 */
function shardsOf(state: SaleState, split: SaleSplit) {
  const stock = state.stock as EventStock;
  const n = shardCountOfSale(state);
  const offer = claimedOffer(state);
  return (index: number, snapshot: DocumentSnapshot) => {
    const counters = statsCountersOf(snapshot.data());
    return shardStock(
      stock,
      state.counters,
      n,
      index,
      offer ? withoutOfferHold(counters, offer, index) : counters,
      split.quotas?.[index],
    );
  };
}

/**
 * The split this sale sells under, read in its transaction: the one the base records, or, when the owner changed the
 * stock since, a new split from every shard read here. That locks them all, but only once per change: the sale records
 * it on the base.
 */
async function transactionSplit(
  db: Firestore,
  tx: Transaction,
  eventId: string,
  state: SaleState,
): Promise<SaleSplit> {
  if (!state.stock) return { quotas: null, rebased: false };
  const n = shardCountOfSale(state);
  const recorded = recordedSplit(state.base.data(), state.stock, n);
  if (recorded.current) return { quotas: recorded.quotas, rebased: false };
  const shards = await tx.getAll(
    ...Array.from({ length: n }, (_, index) => db.doc(shardPath(eventId, index))),
  );
  return {
    quotas: rebasedQuotas(
      state.stock,
      state.counters,
      shards.map((shard) => statsCountersOf(shard.data())),
    ),
    rebased: true,
  };
}

/**
 * The first look's view of every shard (plain reads, no locks): the exact stock a buyer could get now, and the shards
 * that still have the package, in the order this sale will try them (from a random one, so buyers spread).
 */
async function firstLookShards(db: Firestore, eventId: string, state: SaleState, packageIndex: number) {
  const n = shardCountOfSale(state);
  const snapshots = await db.getAll(
    ...Array.from({ length: n }, (_, index) => db.doc(shardPath(eventId, index))),
  );
  const split = quotasFor(
    state.base.data(),
    state.stock as EventStock,
    state.counters,
    snapshots.map((snapshot) => statsCountersOf(snapshot.data())),
  );
  const of = shardsOf(state, split);
  const shards = snapshots.map((snapshot, index) => of(index, snapshot));
  const candidates = shards
    .filter((shard) => (shard.packagesLeft[packageIndex] ?? 0) > 0)
    .map((shard) => shard.index);
  return {
    stock: stockOfShards(state.stock as EventStock, shards),
    order: shardOrder(candidates, Math.floor(Math.random() * n)),
  };
}

/**
 * The shards this sale takes from, read in its transaction one by one in the first look's order until they hold the
 * tickets wanted: usually the first alone; when it has run short, the next ones too (falling over).
 */
async function transactionShards(
  db: Firestore,
  tx: Transaction,
  eventId: string,
  state: SaleState,
  order: number[],
  request: SaleRequest,
  stopAtEmptyFirst: boolean,
  split: SaleSplit,
) {
  const of = shardsOf(state, split);
  const read: ShardStock[] = [];
  let left = 0;
  for (const index of order) {
    if (left >= request.quantity) break;
    const shard = of(index, await tx.get(db.doc(shardPath(eventId, index))));
    read.push(shard);
    left += shard.packagesLeft[request.packageIndex] ?? 0;
    // The first sold out since the look: the caller may rather look again than lock more shards here.
    if (left === 0 && stopAtEmptyFirst) break;
  }
  return read;
}

/** Why the caller's limits refuse this purchase now, or null (always null for the seed, which has none). */
const limitRefusal = (
  caller: SaleCaller | null,
  state: SaleState,
  sale: { quantity: number; totalPence: number },
) => (caller ? eventLimitRefusal(state, sale, caller.limits) : null);

/**
 * Takes the held card payment; the tickets stand either way. A capture that fails leaves the purchase 'authorized'
 * with the error, for retryHeldCaptures; both outcomes are written compare-and-set, so a retry that got there first
 * is never undone.
 */
async function capture(
  db: Firestore,
  provider: PaymentProvider,
  purchaseId: string,
  authorizationId: string,
): Promise<void> {
  const ref = db.doc(`ticketPurchases/${purchaseId}`);
  try {
    await provider.capturePayment({ authorizationId, idempotencyKey: captureKeyOf(purchaseId) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logs.ticketCaptureFailed({ purchaseId, error: message });
    await recordCaptureFailure(db, TICKET_PURCHASES, ref, message);
    return;
  }
  await recordCaptured(db, TICKET_PURCHASES, ref);
}

/** The buyer's payment customer, made once the purchase stands; a failure leaves it for the next purchase or retry. */
async function completeBuyer(
  db: Firestore,
  provider: PaymentProvider,
  purchaseId: string,
  buyer: { id: string; email: string; name: string },
): Promise<void> {
  try {
    await ensureBuyerCustomer(db, provider, buyer.id, buyer.email, buyer.name);
  } catch (error) {
    logs.ticketBuyerCustomerFailed({
      purchaseId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * What a request that already bought answers: the same result as the first time, but only to the same e-mail
 * address for the same event. A request id is the browser's, not a secret: anyone else replaying it gets nothing.
 */
async function replay(
  db: Firestore,
  provider: PaymentProvider,
  purchase: DocumentSnapshot,
  request: SaleRequest,
): Promise<BuyTicketsResult> {
  if (purchase.get('email') !== request.email || purchase.get('eventId') !== request.eventId)
    throw new SaleRefused(REQUEST_REUSED);
  const buyerId = String(purchase.get('buyerId'));
  // The first attempt may have stopped between its commit and its capture, or before the buyer's customer.
  const authorizationId = purchase.get('payment.authorizationId');
  if (purchase.get('payment.status') === 'authorized' && typeof authorizationId === 'string') {
    await capture(db, provider, purchase.id, authorizationId);
  }
  await completeBuyer(db, provider, purchase.id, {
    id: buyerId,
    email: request.email,
    name: String(purchase.get('name') ?? request.name),
  });
  const key = await db.doc(`ticketPurchaseKeys/${purchase.id}`).get();
  return {
    purchaseId: purchase.id,
    accessKey: String(key.get('accessKey') ?? ''),
    ticketIds: (purchase.get('ticketIds') as string[] | undefined) ?? [],
    totalPence: (purchase.get('totalPence') as number | undefined) ?? 0,
  };
}

/**
 * The rateLimits counts this sale raises: the address's purchases for the event, and free tickets per mailbox and per
 * event and hour.
 */
function countSale(
  tx: Transaction,
  state: SaleState,
  plan: SalePlan,
  request: SaleRequest,
  counterIds: ReturnType<typeof counterIdsOf>,
  now: number,
) {
  const expiresAt = eventCounterExpiry(state.event ? eventDateKey(state.event) : null, now);
  if (state.refs.addressCounter && state.addressPurchases !== null) {
    writeDocument(tx, 'set', state.refs.addressCounter, limitCounterDocument, {
      count: state.addressPurchases + 1,
      expiresAt,
    });
  }
  if (state.refs.freeCounter && plan.totalPence === 0) {
    writeDocument(tx, 'set', state.refs.freeCounter, limitCounterDocument, {
      count: state.freeTickets + request.quantity,
      expiresAt,
    });
  }
  if (state.refs.freeHourCounter && counterIds.freeHour && plan.totalPence === 0) {
    writeDocument(tx, 'set', state.refs.freeHourCounter, limitCounterDocument, {
      count: state.freeTicketsThisHour + request.quantity,
      expiresAt: counterIds.freeHour.expiresAt,
    });
  }
}

type ShardTake = { shard: ShardStock; take: number };

const sameList = (a: unknown, b: string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The sale's counts, on the shards it took tickets from (the first counts a new holder), and the base, written only
 * when the event has none yet (its first sale), when its shard count or staff must be recorded, or when the stock was
 * split anew: never by every sale.
 */
function writeShards(
  tx: Transaction,
  db: Firestore,
  state: SaleState,
  plan: SalePlan,
  takes: ShardTake[],
  split: SaleSplit,
) {
  const { eventId, eventOwnerId } = plan.purchase;
  const n = shardCountOfSale(state);
  const splitKey = splitKeyOf(state.stock as EventStock);
  const now = plan.purchase.createdAt;
  takes.forEach(({ shard, take }, position) => {
    const counters = shardAfterSale(shard.counters, {
      detail: plan.ticketType,
      take,
      unitPricePence: plan.unitPricePence,
      newHolder: position === 0 && state.heldByBuyer === 0,
      latestEndAt: plan.latestEndAt,
    });
    writeDocument(tx, 'set', db.doc(shardPath(eventId, shard.index)), ticketStatsDocument, {
      eventId,
      eventOwnerId,
      staffIds: state.staffIds,
      ...counters,
      updatedAt: now,
    });
  });
  const base = state.base.data();
  if (!base) {
    writeDocument(tx, 'set', state.refs.stats, ticketStatsDocument, {
      eventId,
      eventOwnerId,
      staffIds: state.staffIds,
      shards: n,
      sold: 0,
      revenuePence: 0,
      checkedIn: 0,
      holders: 0,
      packages: {},
      splitKey,
      updatedAt: now,
    });
  } else if (
    split.rebased ||
    base.shards !== n ||
    !sameList(base.staffIds, state.staffIds) ||
    base.eventOwnerId !== eventOwnerId
  ) {
    updateDocument(tx, 'merge', state.refs.stats, ticketStatsDocument, {
      eventId,
      eventOwnerId,
      staffIds: state.staffIds,
      shards: n,
      ...(split.rebased && split.quotas ? { splitKey, quotas: split.quotas } : {}),
    });
  }
}

/**
 * The owner's ticket revenue, added to a statistics shard in the sale's own transaction (statisticsShards.ts): a
 * ticket's creation runs no trigger (statistics/countTicketUpdate.ts), so a sale writes no marker per ticket. The
 * statistics shard is the stock shard's number, so sales that share one already share the other: it adds no
 * contention between sales of different stock shards.
 */
function countOnStatistics(tx: Transaction, db: Firestore, plan: SalePlan, stockShard: number) {
  const owner = String(plan.purchase.eventOwnerId ?? '');
  if (!owner) return;
  const figures = plan.tickets.reduce<Figures>(
    (sum, ticket) => addFigures(sum, statisticsDelta('tickets', undefined, ticket.data)[owner] ?? {}),
    {},
  );
  if (Object.keys(figures).length === 0) return;
  addToShard(
    tx,
    db,
    statisticsPath(owner),
    stockShard % STATISTICS_SHARDS,
    figures,
    Number(plan.purchase.createdAt),
  );
}

/** Folds the statistics shards when due (as a ticket's trigger would); the sale stands whatever happens here. */
async function rollUpStatistics(db: Firestore, plan: SalePlan): Promise<void> {
  const owner = String(plan.purchase.eventOwnerId ?? '');
  if (!owner) return;
  try {
    await rollUpIfDue(db, statisticsPath(owner), settings.statisticsRollUpMs);
  } catch (error) {
    logs.statisticsRollUpFailed({
      uid: owner,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

function writePlan(
  tx: Transaction,
  db: Firestore,
  state: SaleState,
  plan: SalePlan,
  records: {
    accessKey: string;
    mailKey: string;
    mail: { to: string; message: MailMessage };
    user: AppUser | null;
    fenced: boolean;
    takes: ShardTake[];
    split: SaleSplit;
  },
) {
  const { refs } = state;
  const { purchaseId } = plan.purchase;
  for (const ticket of plan.tickets)
    writeDocument(tx, 'create', db.doc(`tickets/${ticket.id}`), ticketDocument, ticket.data, ticketChange());
  writeDocument(tx, 'create', refs.purchase, ticketPurchaseDocument, plan.purchase);
  const keys = {
    purchaseId,
    eventId: plan.purchase.eventId,
    accessKey: records.accessKey,
    mailKey: records.mailKey,
    createdAt: plan.purchase.createdAt,
  };
  writeDocument(
    tx,
    records.fenced ? 'set' : 'create',
    db.doc(`ticketPurchaseKeys/${purchaseId}`),
    ticketPurchaseKeysDocument,
    keys,
  );
  writeShards(tx, db, state, plan, records.takes, records.split);
  countOnStatistics(tx, db, plan, records.takes[0]?.shard.index ?? 0);
  // Merged: the entry keeps what proved the buyer's address (mailLinkOpenedAt) across purchases.
  if (refs.holder) updateDocument(tx, 'merge', refs.holder, ticketHolderDocument, plan.holder);
  if (refs.user && records.user) writeDocument(tx, 'create', refs.user, appUserDocument, records.user);
  writeMail(tx, 'create', db, `ticket-${purchaseId}`, records.mail.to, records.mail.message);
}

/** Offers the tickets a claim let go; the sale stands whatever happens here (the sweep offers them later). */
async function offerAfterClaim(db: Firestore, eventId: string, now: Date): Promise<void> {
  try {
    await offerReturnedTickets(db, eventId, now);
  } catch (error) {
    logs.waitlistOfferFailed({ eventId, error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * After a sale's transaction failed: whether its commit landed ('committed'), or a fence now makes sure it never will
 * ('fenced'). The fence is a keys record under the purchase's id, which the failed attempt's own create of that record
 * cannot pass, so a commit still in flight fails rather than sells tickets whose hold was released.
 */
export async function fenceSale(db: Firestore, purchaseId: string): Promise<'committed' | 'fenced'> {
  const purchaseRef = db.doc(`ticketPurchases/${purchaseId}`);
  const keysRef = db.doc(`ticketPurchaseKeys/${purchaseId}`);
  return db.runTransaction(async (tx) => {
    const [purchase, keys] = await tx.getAll(purchaseRef, keysRef);
    if (purchase.exists) return 'committed';
    if (!keys.exists)
      writeDocument(tx, 'create', keysRef, ticketPurchaseKeysDocument, {
        purchaseId,
        fenced: true,
        fencedAt: Date.now(),
      });
    return 'fenced';
  });
}

/**
 * Sells tickets of one package of an event, all or nothing: the stock per package and in total (capacity caps it) is
 * checked in one transaction that re-reads the event and its ticketStats, which it advances with the tickets, the
 * purchase, its link key (random, in the server-only ticketPurchaseKeys), the buyer's ticketHolders entry and app
 * user, the caller's limit counters and the mail carrying the ticket link. A card is authorised before the
 * transaction and before anything of the buyer is created, captured after it commits and released when it is
 * refused; the buyer's payment customer is made only once the purchase stands. The purchase id comes from the
 * request id, so a retry returns the first purchase and charges once. Used by the buyTickets callable and the seed.
 */
export async function sellTickets(
  db: Firestore,
  provider: PaymentProvider,
  caller: SaleCaller | null,
  data: RequestOf<typeof buyTickets>,
  now: Date = new Date(),
): Promise<BuyTicketsResult> {
  // The callable's contract checked the request already; the seed and the tests call this directly.
  const checked = check(buyTickets.request, data);
  if (!checked.ok) throw new SaleRefused(refusal('invalid-argument', checked.reason, checked.params));
  const request = checked.value;
  const purchaseId = purchaseIdFor(caller?.uid ?? null, request.requestId);
  const counterIds = counterIdsOf(request, caller, now);

  // A first look without locks: a refusal or a repeat costs no payment call and creates nothing.
  const first = await readSale(db, db, request, purchaseId, null, counterIds, now);
  if (first.purchase.exists) return replay(db, provider, first.purchase, request);
  if (first.offer && 'refused' in first.offer) throw new SaleRefused(first.offer.refused);
  const firstShards = first.stock
    ? await firstLookShards(db, request.eventId, first, request.packageIndex)
    : null;
  const firstLook = checkSale(request, { event: first.event, stock: firstShards?.stock ?? null });
  if ('refused' in firstLook) throw new SaleRefused(firstLook.refused);
  const limitedAtFirst = limitRefusal(caller, first, { ...request, totalPence: firstLook.totalPence });
  if (limitedAtFirst) throw new SaleRefused(limitedAtFirst);

  const authorizedPence = firstLook.totalPence;
  let authorizationId: string | null = null;
  if (authorizedPence > 0) {
    try {
      authorizationId = await authorizeCard(provider, {
        amountPence: authorizedPence,
        cardToken: request.cardToken as string,
        description: `Tickets for ${String(first.event?.title ?? '')}`.slice(0, 200),
        // The same purchase, package and price always finds the same authorisation: a retry never holds twice.
        idempotencyKey: `tickets-${purchaseId}-${digest(`${request.packageIndex}:${request.quantity}:${authorizedPence}`).slice(0, 16)}`,
      });
    } catch (error) {
      // The bank's step (3-D Secure) comes back as a refusal too: the shop runs it and sends the same request again.
      const refused = cardRefusal(error, 'purchaseDeclined');
      if (refused) throw new SaleRefused(refused);
      throw error;
    }
  }
  // A twin of this request (same id) shares the authorisation: once it has bought, the money is its. After a failed
  // commit the fence decides: a sale that committed keeps its money; one fenced off can never commit, so its hold
  // goes back; one that can be neither is left to lapse rather than released under tickets that may stand.
  const release = async (afterFailedCommit = false) => {
    if (!authorizationId) return;
    const fence = afterFailedCommit
      ? await fenceSale(db, purchaseId).catch(() => 'unknown' as const)
      : (await db.doc(`ticketPurchases/${purchaseId}`).get()).exists
        ? 'committed'
        : 'fenced';
    if (fence !== 'fenced') return;
    await provider.releasePayment({ authorizationId, idempotencyKey: `release-${authorizationId}` });
  };
  const buyerId = await buyerIdFor(db, caller?.accounts ?? null, request.email);
  const accessKey = newPurchaseAccessKey();
  // The mailed link's own key: it is never in an answer or a page, so only the address's reader can open with it.
  const mailKey = newPurchaseAccessKey();
  const payment = {
    provider: provider.name,
    authorizationId,
    status: authorizationId ? PaymentStatus.Authorized : PaymentStatus.None,
  };

  type Outcome =
    { refused: Refusal } | { replayed: DocumentSnapshot } | { plan: SalePlan } | { fallOver: true };
  let outcome: Outcome;
  let order = firstShards?.order ?? [];
  try {
    for (let fallOvers = 0; ; fallOvers += 1) {
      outcome = await db.runTransaction(
        async (tx): Promise<Outcome> => {
          const state = await readSale(db, tx, request, purchaseId, buyerId, counterIds, now);
          if (state.purchase.exists) return { replayed: state.purchase };
          // A fence left by an earlier attempt of this request (fenceSale) is overwritten: that attempt is over.
          const fenced = (await tx.get(db.doc(`ticketPurchaseKeys/${purchaseId}`))).exists;
          if (state.offer && 'refused' in state.offer) return { refused: state.offer.refused };
          const offer = claimedOffer(state);
          const split = await transactionSplit(db, tx, request.eventId, state);
          const of = shardsOf(state, split);
          // A claim takes the tickets its offer holds, on the shards that hold them, and lets the rest go.
          const shards = offer
            ? await Promise.all(
                Object.keys(offer.shards).map(async (index) =>
                  of(Number(index), await tx.get(db.doc(shardPath(request.eventId, Number(index))))),
                ),
              )
            : state.stock
              ? await transactionShards(
                  db,
                  tx,
                  request.eventId,
                  state,
                  order,
                  request,
                  fallOvers < MAX_FALL_OVERS,
                  split,
                )
              : [];
          // The shard tried first sold out since the look: rather than lock the next ones here, end this transaction and
          // look again (plain reads), so each attempt holds one shard and buyers spread over those that still sell.
          if (!offer && shards[0]?.packagesLeft[request.packageIndex] === 0 && fallOvers < MAX_FALL_OVERS)
            return { fallOver: true };
          const taken = offer
            ? claimTakes(offer, request.quantity)
            : takeFromShards(shards, request.packageIndex, request.quantity);
          const takes = taken.map(({ index, take }) => ({
            shard: shards.find((shard) => shard.index === index) as ShardStock,
            take,
          }));
          const decided = planSale(
            request,
            {
              ...state,
              stock: state.stock ? stockOfShards(state.stock, shards) : null,
              counters: sumCounters([state.counters, ...shards.map((shard) => shard.counters)]),
              ticketShards: takes.flatMap(({ shard, take }) => Array<number>(take).fill(shard.index)),
              eventId: request.eventId,
              purchaseId,
              buyerId,
              now: now.getTime(),
            },
            payment,
          );
          if ('refused' in decided) return decided;
          if (decided.plan.totalPence !== authorizedPence) {
            return {
              refused: refusal('failed-precondition', 'purchasePricesChanged'),
            };
          }
          const limited = limitRefusal(caller, state, { ...request, totalPence: decided.plan.totalPence });
          if (limited) return { refused: limited };
          const message = ticketMessage({
            name: request.name,
            eventTitle: String(state.event?.title ?? ''),
            quantity: request.quantity,
            link: ticketLink(settings.appUrl, purchaseId, mailKey),
            appName: settings.appName,
          });
          const mail = { to: request.email, message };
          const user = state.userExists
            ? null
            : appUserRecord(buyerId, { email: request.email, name: request.name }, '');
          writePlan(tx, db, state, decided.plan, { accessKey, mailKey, mail, user, fenced, takes, split });
          if (offer && state.refs.entry) {
            updateDocument(tx, 'update', state.refs.entry, waitlistEntryDocument, {
              status: 'claimed',
              purchaseId,
              claimedQuantity: request.quantity,
              claimedAt: now.getTime(),
            });
          }
          countSale(tx, state, decided.plan, request, counterIds, now.getTime());
          return decided;
        },
        { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
      );
      if (!('fallOver' in outcome)) break;
      order = (await firstLookShards(db, request.eventId, first, request.packageIndex)).order;
    }
  } catch (error) {
    await release(true);
    throw error;
  }

  if ('fallOver' in outcome) throw new Error('unreachable: a sale ends its fall-overs with a decision');
  // A concurrent twin of this request (same id) committed first: it holds the same authorisation, so keep it.
  if ('replayed' in outcome) return replay(db, provider, outcome.replayed, request);
  if ('refused' in outcome) {
    await release();
    throw new SaleRefused(outcome.refused);
  }
  const { plan } = outcome;
  if (authorizationId) await capture(db, provider, purchaseId, authorizationId);
  await rollUpStatistics(db, plan);
  // A claim of fewer tickets than its offer held let the rest go: they are the next in line's.
  const claimed = request.offer ? (first.offer as HeldOffer) : null;
  if (claimed && request.quantity < claimed.quantity) await offerAfterClaim(db, request.eventId, now);
  await completeBuyer(db, provider, purchaseId, { id: buyerId, email: request.email, name: request.name });
  logs.ticketsSold({
    eventId: request.eventId,
    purchaseId,
    tickets: plan.ticketIds.length,
    totalPence: plan.totalPence,
  });
  return { purchaseId, accessKey, ticketIds: plan.ticketIds, totalPence: plan.totalPence };
}
