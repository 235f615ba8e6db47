import { createHash } from 'node:crypto';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { createEvent, ResponseOf } from '@gigvenue/contracts';
import { logs } from '../logs';
import {
  type BookingPaymentDocument,
  bookingPaymentDocument,
  bookingsDocument,
  eventDocument,
  fromPence,
  londonDateKey,
  orderDocument,
  PaymentStatus,
  privateAccountDocument,
  voidBookingPaymentDocument,
} from '@gigvenue/contracts';
import { updateDocument, writeDocument } from '../shared/documents';
import {
  bookedSlotOf,
  NOTIFICATION_TEXT,
  setNotification,
  orderNotificationId,
} from '../notifications/notificationRecord';
import { authorizeCard } from '../payments/authorizeCard';
import { cardRefusal } from '../payments/cardRefusal';
import type { PaymentProvider } from '../payments/providers/provider';
import { BOOKING_PAYMENTS, captureKeyOf } from '../payments/capturePlan';
import { recordCaptured, recordCaptureFailure } from '../payments/captureRetry';
import { settleOwedBookingPayment } from '../payments/owedPayments';
import { claimSlots, releaseSlots } from './slotClaims';
import { bookingRequestOf, type BookingRequest } from './bookingRequest';
import { heldOn, seatFloorOf, setSeatFloor } from '../shared/seatFloor';
import {
  bookingsDocOf,
  planBooking,
  storedBookings,
  takenSlots,
  type Account,
  type BookingPlan,
  type BookingState,
} from './bookingPlan';
import type { Refusal } from '../shared/refusals';

/** Many bookings of one slot at once all read the same documents; each retry is quick, so allow plenty. */
const MAX_TRANSACTION_ATTEMPTS = 30;

export type CreateEventResult = ResponseOf<typeof createEvent>;

/** A booking the rules of the product refuse; the message is for the person. */
export class BookingRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'BookingRefused';
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** One event per (account, request id): a retried or double-clicked submit finds the event the first one made. */
export const eventIdFor = (uid: string, requestId: string) =>
  `evt-${digest(`${uid}:${requestId}`).slice(0, 20)}`;

type Reader = Pick<Transaction, 'getAll'> | Pick<Firestore, 'getAll'>;

function accountOf(snapshot: DocumentSnapshot): Account {
  const text = (field: string) =>
    typeof snapshot.get(field) === 'string' ? (snapshot.get(field) as string) : '';
  return {
    id: snapshot.id,
    exists: snapshot.exists,
    status: snapshot.get('status'),
    role: snapshot.get('role'),
    name: text('name'),
    email: text('email'),
    number: text('number'),
    img: text('img'),
    category: text('category'),
  };
}

async function getAll(reader: Reader, refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
  return refs.length > 0 ? reader.getAll(...refs) : [];
}

/** Everything the booking depends on, read through the transaction (or plainly, for the pre-check). */
async function readState(
  db: Firestore,
  reader: Reader,
  uid: string,
  eventId: string,
  request: BookingRequest,
) {
  const callerRef = db.doc(`managers/${uid}`);
  const privateRef = db.doc(`managers/${uid}/private/account`);
  const eventRef = db.doc(`events/${eventId}`);
  const venueId = request.venue?.venueId;
  const venueRefs = venueId
    ? [
        db.doc(`venues/${venueId}`),
        db.doc(`bookings/${venueId}`),
        db.doc(`managers/${venueId}`),
        db.doc(`venueSeatFloors/${venueId}`),
      ]
    : [];
  const managerRefs = request.managers.flatMap(({ managerId, slots }) => [
    db.doc(`managers/${managerId}`),
    db.doc(`bookings/${managerId}`),
    ...[...new Set(slots.map((slot) => slot.entryId))].map((entryId) =>
      db.doc(`managers/${managerId}/availability/${entryId}`),
    ),
  ]);
  const [caller, account, event, ...rest] = await getAll(reader, [
    callerRef,
    privateRef,
    eventRef,
    ...venueRefs,
    ...managerRefs,
  ]);
  const byPath = new Map(rest.map((snapshot) => [snapshot.ref.path, snapshot]));

  let venue: BookingState['venue'] = null;
  if (venueId) {
    const stored = byPath.get(`venues/${venueId}`) as DocumentSnapshot;
    const ownerId = stored.get('createdBy');
    const [owner] =
      typeof ownerId === 'string' && ownerId ? await getAll(reader, [db.doc(`managers/${ownerId}`)]) : [];
    venue = {
      id: venueId,
      exists: stored.exists,
      data: stored.data() ?? {},
      // Venue and manager bookings share bookings/{id}: a venue whose id is an account's uid is never booked.
      isAccount: (byPath.get(`managers/${venueId}`) as DocumentSnapshot).exists,
      owner: owner ? accountOf(owner) : null,
      bookings: bookingsDocOf(byPath.get(`bookings/${venueId}`)?.data()),
      seatFloor: heldOn(
        seatFloorOf(byPath.get(`venueSeatFloors/${venueId}`)?.data()),
        londonDateKey(Date.now()),
      ),
    };
  }
  const managers = request.managers.map(({ managerId, slots }) => ({
    id: managerId,
    account: accountOf(byPath.get(`managers/${managerId}`) as DocumentSnapshot),
    bookings: bookingsDocOf(byPath.get(`bookings/${managerId}`)?.data()),
    entries: Object.fromEntries(
      slots.map(({ entryId }) => [
        entryId,
        byPath.get(`managers/${managerId}/availability/${entryId}`)?.data() ?? null,
      ]),
    ),
  }));
  const config = (account.get('config') ?? {}) as Record<string, unknown>;
  const state: BookingState = {
    caller: accountOf(caller),
    config: {
      noFreeEvents: config.noFreeEvents === true,
      isCashPaymentsAllowed: config.isCashPaymentsAllowed === true,
      noOfFeaturedEventsAllowed:
        typeof config.noOfFeaturedEventsAllowed === 'number' ? config.noOfFeaturedEventsAllowed : 0,
    },
    featuredEventsUsed:
      typeof account.get('featuredEventsUsed') === 'number'
        ? (account.get('featuredEventsUsed') as number)
        : 0,
    venue,
    managers,
  };
  return { state, event, refs: { eventRef, privateRef } };
}

/** What a request that already made its event answers: the same result as the first time. */
async function replay(
  db: Firestore,
  provider: PaymentProvider,
  eventId: string,
  event: DocumentSnapshot,
): Promise<CreateEventResult> {
  const payment = await db.doc(`bookingPayments/${eventId}`).get();
  // The first attempt may have stopped between its commit and its capture.
  if (payment.get('status') === PaymentStatus.Authorized)
    await capture(db, provider, eventId, payment.get('authorizationId'));
  return {
    eventId,
    orderIds: (payment.get('orderIds') as string[] | undefined) ?? [],
    status: event.get('status') === 'inProgress' ? 'inProgress' : 'active',
    total: fromPence((payment.get('amountPence') as number | undefined) ?? 0),
  };
}

/**
 * After a booking transaction failed: whether its commit landed ('committed'), or a fence now makes sure it never
 * will ('fenced'). The fence is a 'void' payment record under the event's id, which the failed attempt's own
 * create of that record cannot pass, so a commit still in flight fails rather than stands unpaid.
 */
export async function fenceRequest(db: Firestore, eventId: string): Promise<'committed' | 'fenced'> {
  const ref = db.doc(`bookingPayments/${eventId}`);
  return db.runTransaction(async (tx) => {
    const payment = await tx.get(ref);
    if (payment.exists && payment.get('status') !== PaymentStatus.Void) return 'committed';
    if (!payment.exists)
      writeDocument(
        tx,
        'create',
        ref,
        voidBookingPaymentDocument,
        { status: PaymentStatus.Void },
        { voidedAt: FieldValue.serverTimestamp() },
      );
    return 'fenced';
  });
}

async function capture(
  db: Firestore,
  provider: PaymentProvider,
  eventId: string,
  authorizationId: string,
): Promise<void> {
  const ref = db.doc(`bookingPayments/${eventId}`);
  try {
    await provider.capturePayment({ authorizationId, idempotencyKey: captureKeyOf(eventId) });
  } catch (error) {
    // The booking stands and the authorisation still holds the money: the record says so, and retryCaptures takes it.
    const message = error instanceof Error ? error.message : String(error);
    logs.bookingCaptureFailed({ eventId, error: message });
    await recordCaptureFailure(db, BOOKING_PAYMENTS, ref, message);
    return;
  }
  // Deleted while the capture was in flight: the money just taken goes back.
  if ((await recordCaptured(db, BOOKING_PAYMENTS, ref)) === PaymentStatus.RefundDue)
    await settleOwedBookingPayment(db, provider, eventId);
}

function writePlan(
  tx: Transaction,
  db: Firestore,
  eventRef: DocumentReference,
  privateRef: DocumentReference,
  plan: BookingPlan,
  now: number,
) {
  writeDocument(tx, 'create', eventRef, eventDocument, plan.event, {
    createdAt: FieldValue.serverTimestamp(),
  });
  for (const order of plan.orders) {
    writeDocument(tx, 'create', db.doc(`orders/${order.id}`), orderDocument, order.data, {
      createdAt: FieldValue.serverTimestamp(),
    });
    // The booked venue owner or manager hears of it from the same commit that books them.
    const id = orderNotificationId(order.id);
    const text = NOTIFICATION_TEXT.orderReceived(bookedSlotOf(order.data));
    const parties = { createdBy: String(order.data.createdBy), createdTo: String(order.data.createdTo) };
    setNotification(tx, db, {
      id,
      ...text,
      subjectType: 'order',
      subjectId: order.id,
      ...parties,
      createdAt: now,
    });
  }
  for (const { ownerId, doc } of plan.bookings)
    updateDocument(tx, 'merge', db.doc(`bookings/${ownerId}`), bookingsDocument, storedBookings(doc));
  if (plan.featuredEventsUsed !== null)
    updateDocument(tx, 'merge', privateRef, privateAccountDocument, {
      featuredEventsUsed: plan.featuredEventsUsed,
    });
  // The owner cannot shrink the hall below what this event sells from the moment it is booked.
  if (plan.seatFloor) setSeatFloor(tx, db, plan.seatFloor.venueId, plan.seatFloor.floor);
}

/** The slots and prices a payment authorised: a retry with other choices must not reuse that authorisation. */
const fingerprintOf = (plan: BookingPlan) =>
  digest(
    JSON.stringify(plan.orders.map((order) => [order.id, (order.data.slot as { price: number }).price])),
  ).slice(0, 16);

/**
 * Creates the event with all its bookings, all or nothing. The slots are claimed first (slotClaims.ts), card payments
 * are authorised before the transaction, captured after it commits, and released when it is refused. Used by the
 * createEvent callable and by the seed.
 */
export async function bookEvent(
  db: Firestore,
  provider: PaymentProvider,
  uid: string,
  data: unknown,
  now: Date = new Date(),
): Promise<CreateEventResult> {
  const checked = bookingRequestOf(data, londonDateKey(now.getTime()));
  if (!checked.ok) throw new BookingRefused(checked.refused);
  const request = checked.value;
  const eventId = eventIdFor(uid, request.requestId);

  // A first look without locks: a refusal or a repeat costs no payment call.
  const first = await readState(db, db, uid, eventId, request);
  if (first.event.exists) return replay(db, provider, eventId, first.event);
  const firstLook = planBooking(eventId, request, first.state);
  if ('refused' in firstLook) throw new BookingRefused(firstLook.refused);

  // Claim the slots before holding any money: of many bookings of one slot at once, one goes on, the rest stop here.
  const slots = takenSlots(firstLook.plan, request.details.dateKey, first.state.caller.role);
  const claims = slots.map((slot) => slot.claim);
  const lost = await claimSlots(db, eventId, claims);
  if (lost) throw new BookingRefused(slots.find((slot) => slot.claim === lost)?.refusal ?? slots[0].refusal);

  try {
    return await bookClaimed(db, provider, uid, request, eventId, firstLook.plan);
  } finally {
    await releaseSlots(db, eventId, claims);
  }
}

async function bookClaimed(
  db: Firestore,
  provider: PaymentProvider,
  uid: string,
  request: BookingRequest,
  eventId: string,
  firstPlan: BookingPlan,
): Promise<CreateEventResult> {
  const payment = request.payment;
  const paysByCard = firstPlan.totalPence > 0 && payment?.method === 'card';
  let authorizationId: string | null = null;
  const authorizedPence = firstPlan.totalPence;
  if (paysByCard) {
    try {
      authorizationId = await authorizeCard(provider, {
        amountPence: authorizedPence,
        cardToken: payment.cardToken,
        description: `Booking for ${request.details.title}`,
        idempotencyKey: `booking-${eventId}-${fingerprintOf(firstPlan)}`,
      });
    } catch (error) {
      const refused = cardRefusal(error);
      if (refused) throw new BookingRefused(refused);
      throw error;
    }
  }
  const release = async () => {
    if (authorizationId)
      await provider.releasePayment({ authorizationId, idempotencyKey: `release-${authorizationId}` });
  };

  type Outcome = { refused: Refusal } | { replayed: DocumentSnapshot } | { plan: BookingPlan };
  let outcome: Outcome;
  try {
    outcome = await db.runTransaction(
      async (tx): Promise<Outcome> => {
        const { state, event, refs } = await readState(db, tx, uid, eventId, request);
        if (event.exists) return { replayed: event };
        // A fence left by an earlier attempt of this request (fenceRequest) is overwritten: that attempt is over.
        const paymentRef = db.doc(`bookingPayments/${eventId}`);
        const fenced = (await tx.get(paymentRef)).exists;
        // The plan refuses a total other than the one the person saw, which is the one authorised.
        const decided = planBooking(eventId, request, state);
        if ('refused' in decided) return decided;
        writePlan(tx, db, refs.eventRef, refs.privateRef, decided.plan, Date.now());
        const paymentRecord: BookingPaymentDocument = {
          uid,
          requestId: request.requestId,
          method: decided.plan.totalPence === 0 ? 'none' : (payment?.method ?? 'none'),
          amountPence: decided.plan.totalPence,
          authorizationId,
          orderIds: decided.plan.orders.map((order) => order.id),
          status: authorizationId
            ? PaymentStatus.Authorized
            : decided.plan.totalPence > 0
              ? PaymentStatus.CashDue
              : PaymentStatus.None,
        };
        writeDocument(tx, fenced ? 'set' : 'create', paymentRef, bookingPaymentDocument, paymentRecord, {
          createdAt: FieldValue.serverTimestamp(),
        });
        return decided;
      },
      { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
    );
  } catch (error) {
    // The commit may have gone through even though the call failed (a timeout, a lost connection): the money is
    // released only once the fence makes sure this attempt can never commit, and captured if it already has.
    const fence = await fenceRequest(db, eventId).catch((fenceError: unknown) => {
      logs.bookingOutcomeUnknown({ eventId, error: String(fenceError) });
      return 'unknown' as const;
    });
    if (fence === 'committed') {
      const committed = await db.doc(`events/${eventId}`).get();
      return replay(db, provider, eventId, committed);
    }
    // Unknown even now: the hold is left to lapse by itself rather than released under a booking that may stand.
    if (fence === 'fenced') await release();
    throw error;
  }

  // A concurrent twin of this request (same id) committed first: it holds the same authorisation, so keep it.
  if ('replayed' in outcome) return replay(db, provider, eventId, outcome.replayed);
  if ('refused' in outcome) {
    await release();
    throw new BookingRefused(outcome.refused);
  }
  const { plan } = outcome;
  if (authorizationId) await capture(db, provider, eventId, authorizationId);
  logs.bookingCreated({
    uid,
    eventId,
    orders: plan.orders.length,
    totalPence: plan.totalPence,
    status: plan.status,
  });
  return {
    eventId,
    orderIds: plan.orders.map((order) => order.id),
    status: plan.status,
    total: fromPence(plan.totalPence),
  };
}
