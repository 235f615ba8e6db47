import {
  cancellationJobDocument,
  checkedDocument,
  declinedRefundDocument,
  nextPaymentStatus,
  type PurchaseRefundStatus,
  ticketDocument,
  ticketPurchaseDocument,
  ticketStatsDocument,
} from '@gigvenue/contracts';
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { settings } from '../config';
import { logs } from '../logs';
import { isDefiniteDecline } from '../payments/providers/errors';
import { settleOwedBookingPayment } from '../payments/owedPayments';
import { ticketChange } from '../shared/ticketChange';
import { setNotification } from '../notifications/notificationRecord';
import { writeMail } from '../shared/mail';
import type { PaymentProvider } from '../payments/providers/provider';
import type { PushMessage, PushSender } from '../push/pushSender';
import { cancellationMessage } from './cancellationMail';
import { refundedRevenue } from '../tickets/ticketShards';
import { counterChanges, purchaseStep, refundKeyOf, releaseKeyOf } from './cancellationPlan';
import { CANCELLATIONS, cardTicketsOf } from './eventCancellation';
import { directWriter, updateDocument } from '../shared/documents';
import { TICKET_PURCHASES } from '../payments/capturePlan';
import { updateHeldPayment } from '../payments/heldPayment';

/** Purchases read per page; each page's refunds run a few at a time. */
export const REFUND_BATCH_SIZE = 100;
const PARALLEL_REFUNDS = 10;
/**
 * How long a worker holds a job before the sweep may take it over: renewed after every batch, so it only lapses when
 * the worker died (a crash, a redeploy, the function's timeout).
 */
export const JOB_LEASE_MS = 2 * 60_000;
/** A worker stops taking batches after this long, inside the function's 540 s; the sweep goes on from its cursor. */
const WORK_BUDGET_MS = 420_000;

export interface RefundJobOptions {
  workerId: string;
  /** Pushes to buyers with the app, after each page; none when absent (tests, the operator). */
  push?: PushSender;
  now?: () => number;
  batchSize?: number;
  budgetMs?: number;
}

export type RefundJobRun = 'finished' | 'busy' | 'missing' | 'paused';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Takes the job for this worker unless another worker holds it; false when the job is done or held. */
async function claim(
  db: Firestore,
  jobRef: DocumentReference,
  workerId: string,
  now: number,
): Promise<'claimed' | 'busy' | 'missing' | 'done'> {
  return db.runTransaction(async (tx) => {
    const job = await tx.get(jobRef);
    if (!job.exists) return 'missing';
    if (job.get('status') !== 'running') return 'done';
    const lease = job.get('lease') as { holder?: string; until?: number } | null;
    if (lease && lease.holder !== workerId && Number(lease.until) > now) return 'busy';
    updateDocument(tx, 'update', jobRef, cancellationJobDocument, {
      lease: { holder: workerId, until: now + JOB_LEASE_MS },
    });
    return 'claimed';
  });
}

/** Renews this worker's lease and moves the cursor past a finished batch; false when another worker took the job. */
async function advance(
  db: Firestore,
  jobRef: DocumentReference,
  workerId: string,
  cursor: string,
  now: number,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const job = await tx.get(jobRef);
    if (job.get('lease.holder') !== workerId) return false;
    updateDocument(
      tx,
      'update',
      jobRef,
      cancellationJobDocument,
      { cursor, lease: { holder: workerId, until: now + JOB_LEASE_MS } },
      { updatedAt: FieldValue.serverTimestamp() },
    );
    return true;
  });
}

/**
 * Writes a purchase's outcome compare-and-set: only a purchase not yet finished moves (a declined one may move again),
 * and the job's counters move with it in the same transaction, so a resumed or concurrent worker counts it once. The
 * buyer's mail, and their inbox notification, are written on the first outcome only.
 */
async function record(
  db: Firestore,
  jobRef: DocumentReference,
  purchaseRef: DocumentReference,
  to: PurchaseRefundStatus,
  reason: string | null,
  eventTitle: string,
): Promise<string | null> {
  return db.runTransaction(async (tx) => {
    const purchase = await tx.get(purchaseRef);
    const from = purchase.get('refund.status') as PurchaseRefundStatus | undefined;
    if (from && from !== 'declined') return null;
    if (from === to && to === 'declined' && purchase.get('refund.reason') === reason) return null;
    const quantity = Number(purchase.get('quantity')) || 0;
    const totalPence = Number(purchase.get('totalPence')) || 0;
    const now = Date.now();
    const change = to === 'refunded' ? 'refund' : to === 'released' ? 'release' : null;
    const paymentStatus = change ? nextPaymentStatus(purchase.get('payment.status'), change) : null;
    updateDocument(tx, 'update', purchaseRef, ticketPurchaseDocument, {
      refund: { status: to, at: now, ...(reason ? { reason } : {}) },
    });
    if (paymentStatus) updateHeldPayment(tx, TICKET_PURCHASES, purchaseRef, { status: paymentStatus });
    // Money that went back is no longer the organizer's: the tickets stop counting as paid (the dashboard's figures
    // follow, see statisticsFigures) and the event's ticket revenue (its profit summary) drops by it.
    if (to === 'refunded' || to === 'released') {
      const ticketIds = (purchase.get('ticketIds') as string[] | undefined) ?? [];
      for (const ticketId of ticketIds)
        updateDocument(
          tx,
          'update',
          db.doc(`tickets/${ticketId}`),
          ticketDocument,
          { isPaid: false, refunded: to === 'refunded' },
          ticketChange(),
        );
      if (purchase.get('payment.status') !== 'lapsed') {
        // Off the shards the tickets were sold from (ticketShards.ts), or the base for a purchase from before them.
        const eventId = text(purchase.get('eventId'));
        for (const [path, pence] of refundedRevenue(
          eventId,
          purchase.get('stockShards'),
          totalPence,
          quantity,
        ))
          updateDocument(
            tx,
            'merge',
            db.doc(path),
            ticketStatsDocument,
            {},
            { revenuePence: FieldValue.increment(-pence) },
          );
      }
    }
    const changes = Object.fromEntries(
      Object.entries(counterChanges(from, to, quantity, totalPence)).map(([field, by]) => [
        field,
        FieldValue.increment(by),
      ]),
    );
    tx.update(jobRef, {
      ...changes,
      // A map keyed by purchase id, which the typed writer's fixed-field maps cannot name: the entry is checked alone.
      [`declined.${purchaseRef.id}`]:
        to === 'declined'
          ? checkedDocument(declinedRefundDocument, {
              name: text(purchase.get('name')),
              tickets: quantity,
              totalPence,
              reason: reason ?? '',
            })
          : FieldValue.delete(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (from) return null;
    const buyerId = text(purchase.get('buyerId'));
    writeMail(
      tx,
      'set',
      db,
      `cancel-${purchaseRef.id}`,
      text(purchase.get('email')),
      cancellationMessage({
        name: text(purchase.get('name')),
        eventTitle,
        quantity,
        totalPence,
        outcome: to,
        appName: settings.appName,
      }),
    );
    if (buyerId) {
      const id = `cancel-ticket-${purchaseRef.id}`;
      setNotification(tx, db, {
        id,
        title: 'Event cancelled',
        message:
          `${eventTitle} was cancelled. ${to === 'refunded' ? 'Your tickets were refunded.' : ''}`.trim(),
        subjectType: 'event',
        subjectId: text(purchase.get('eventId')),
        createdBy: 'platform',
        createdTo: buyerId,
        createdAt: now,
      });
    }
    return buyerId || null;
  });
}

/** A definite refusal is a decline to list; an unknown outcome (a timeout) stops the job, resumed under the same key. */
const declineOf = (error: unknown): string | null =>
  isDefiniteDecline(error) ? (error as Error).message : null;

/**
 * Does what the purchase still needs: a refund, a released hold, or a mark; a provider decline is recorded. Answers
 * the buyer to push to when this call told them first, else null.
 */
export async function settlePurchase(
  db: Firestore,
  provider: PaymentProvider,
  jobRef: DocumentReference,
  purchase: DocumentSnapshot,
  eventTitle: string,
): Promise<string | null> {
  const step = purchaseStep(purchase.data() ?? {});
  if (step.kind === 'done') return null;
  if (step.kind === 'mark') return record(db, jobRef, purchase.ref, step.status, null, eventTitle);
  const refund = async () => {
    try {
      await provider.refundPayment({
        authorizationId: step.authorizationId,
        idempotencyKey: refundKeyOf(purchase.id),
      });
      return record(db, jobRef, purchase.ref, 'refunded', null, eventTitle);
    } catch (error) {
      const reason = declineOf(error);
      if (reason === null) throw error;
      return record(db, jobRef, purchase.ref, 'declined', reason, eventTitle);
    }
  };
  if (step.kind === 'refund') return refund();
  try {
    await provider.releasePayment({
      authorizationId: step.authorizationId,
      idempotencyKey: releaseKeyOf(step.authorizationId),
    });
    return record(db, jobRef, purchase.ref, 'released', null, eventTitle);
  } catch (error) {
    // The sale's capture may have got there first: then the money was taken, and goes back as a refund.
    if (!isDefiniteDecline(error)) throw error;
    return refund();
  }
}

/**
 * A push to each buyer told on this page who has the app (a notification token). Sent after the page's records, so a
 * worker that dies in between loses the push, never the mail or the inbox notification.
 */
async function pushToBuyers(
  db: Firestore,
  push: PushSender,
  eventId: string,
  title: string,
  buyerIds: string[],
) {
  if (buyerIds.length === 0) return;
  const users = await db.getAll(...buyerIds.map((id) => db.doc(`users/${id}`)));
  const messages: PushMessage[] = users
    .filter((user) => text(user.get('notificationToken')) !== '')
    .map((user) => ({
      token: text(user.get('notificationToken')),
      title: 'Event cancelled',
      body: `${title} was cancelled. Open the app to see your refund.`,
      userId: user.id,
      announcementId: `cancel-${eventId}`,
    }));
  if (messages.length > 0) await push.send(messages);
}

async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(runners);
}

/**
 * Works a cancellation's refund job from its cursor: a page of the event's purchases at a time, each refunded (or its
 * hold released, or marked) compare-and-set under one idempotency key per purchase, so a worker that died mid-page is
 * resumed by the next without refunding anyone twice. One worker at a time holds the job (a lease renewed per page);
 * when every purchase is done the job is 'finished', with any declined refunds listed on it for a retry.
 */
export async function runRefundJob(
  db: Firestore,
  provider: PaymentProvider,
  eventId: string,
  options: RefundJobOptions,
): Promise<RefundJobRun> {
  const now = options.now ?? Date.now;
  const started = now();
  const jobRef = db.doc(`${CANCELLATIONS}/${eventId}`);
  const claimed = await claim(db, jobRef, options.workerId, now());
  if (claimed === 'missing') return 'missing';
  if (claimed === 'busy') return 'busy';
  if (claimed === 'done') return 'finished';
  const job = await jobRef.get();
  const title = text(job.get('title'));
  if (job.get('totalTickets') === null) {
    await updateDocument(directWriter, 'update', jobRef, cancellationJobDocument, {
      totalTickets: await cardTicketsOf(db, eventId),
    });
  }
  // The booking payment the cancellation marked owed back; should the provider fail, the hourly sweep retries it.
  await settleOwedBookingPayment(db, provider, eventId).catch((error: unknown) =>
    logs.strandedPaymentFailed({ eventId, error: error instanceof Error ? error.message : String(error) }),
  );

  const batchSize = options.batchSize ?? REFUND_BATCH_SIZE;
  let cursor = job.get('cursor') as string | null;
  for (;;) {
    let query = db
      .collection('ticketPurchases')
      .where('eventId', '==', eventId)
      .orderBy(FieldPath.documentId())
      .limit(batchSize);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.get();
    const told: string[] = [];
    await inParallel(page.docs, PARALLEL_REFUNDS, async (purchase) => {
      const buyerId = await settlePurchase(db, provider, jobRef, purchase, title);
      if (buyerId) told.push(buyerId);
    });
    if (options.push) await pushToBuyers(db, options.push, eventId, title, told);
    if (page.size > 0) {
      cursor = page.docs[page.size - 1].id;
      if (!(await advance(db, jobRef, options.workerId, cursor, now()))) return 'busy';
    }
    if (page.size < batchSize) break;
    if (now() - started > (options.budgetMs ?? WORK_BUDGET_MS)) {
      // Leave the rest to the sweep: let the lease go so it need not wait for it to lapse.
      await updateDocument(directWriter, 'update', jobRef, cancellationJobDocument, { lease: null });
      return 'paused';
    }
  }
  await updateDocument(
    directWriter,
    'update',
    jobRef,
    cancellationJobDocument,
    { status: 'finished', lease: null, finishedAt: now() },
    { updatedAt: FieldValue.serverTimestamp() },
  );
  const finished = await jobRef.get();
  logs.refundJobFinished({
    eventId,
    refundedTickets: Number(finished.get('refundedTickets')),
    declinedTickets: Number(finished.get('declinedTickets')),
  });
  return 'finished';
}

/** Tries the declined refunds of a finished or running job again; each still declined stays listed. */
export async function retryDeclinedRefunds(
  db: Firestore,
  provider: PaymentProvider,
  eventId: string,
): Promise<{ retried: number; stillDeclined: number }> {
  const jobRef = db.doc(`${CANCELLATIONS}/${eventId}`);
  const job = await jobRef.get();
  const declined = Object.keys((job.get('declined') as Record<string, unknown> | undefined) ?? {});
  const purchases =
    declined.length > 0 ? await db.getAll(...declined.map((id) => db.doc(`ticketPurchases/${id}`))) : [];
  await inParallel(purchases, PARALLEL_REFUNDS, (purchase) =>
    settlePurchase(db, provider, jobRef, purchase, text(job.get('title'))),
  );
  const after = await jobRef.get();
  const stillDeclined = Object.keys(
    (after.get('declined') as Record<string, unknown> | undefined) ?? {},
  ).length;
  logs.refundsRetried({ eventId, retried: purchases.length, stillDeclined });
  return { retried: purchases.length, stillDeclined };
}

/** Jobs left running whose worker's lease lapsed (or never held one): what the sweep resumes. */
export async function stalledJobs(db: Firestore, now: number): Promise<string[]> {
  const running = await db.collection(CANCELLATIONS).where('status', '==', 'running').limit(100).get();
  return running.docs
    .filter((job) => {
      const until = job.get('lease.until');
      return typeof until !== 'number' || until <= now;
    })
    .map((job) => job.id);
}
