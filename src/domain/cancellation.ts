// An event's cancellation as the organizer sees it: what cancelling would do (the server's dry run) and the refund
// job's progress. The server decides every number; these are plain shapes and the progress arithmetic.

import { eventEndsAt } from '@gigvenue/contracts';

// What cancelling would do is the cancelEvent callable's answer, typed by the contract.
export type { CancellationPreview, CancelledBooking } from '@gigvenue/contracts';

export interface DeclinedRefund {
  purchaseId: string;
  name: string;
  tickets: number;
  totalPence: number;
  reason: string;
}

export interface RefundJob {
  eventId: string;
  status: 'running' | 'finished';
  totalTickets: number | null;
  refundedTickets: number;
  refundedPence: number;
  declinedTickets: number;
  declined: DeclinedRefund[];
}

/** Share of the card tickets refunded, 0 to 100, for the progress bar; 100 once there is nothing to refund. */
export function refundPercent(job: Pick<RefundJob, 'totalTickets' | 'refundedTickets'>): number {
  if (!job.totalTickets) return job.totalTickets === 0 ? 100 : 0;
  return Math.min(100, Math.floor((job.refundedTickets / job.totalTickets) * 100));
}

/** The job document as stored, with the declined map made a list (largest first) and missing numbers zero. */
export function refundJobOf(eventId: string, data: Record<string, unknown>): RefundJob {
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  const declined = Object.entries((data.declined ?? {}) as Record<string, Record<string, unknown>>)
    .map(([purchaseId, item]) => ({
      purchaseId,
      name: String(item.name ?? ''),
      tickets: count(item.tickets),
      totalPence: count(item.totalPence),
      reason: String(item.reason ?? ''),
    }))
    .sort((a, b) => b.totalPence - a.totalPence);
  return {
    eventId,
    status: data.status === 'finished' ? 'finished' : 'running',
    totalTickets: typeof data.totalTickets === 'number' ? data.totalTickets : null,
    refundedTickets: count(data.refundedTickets),
    refundedPence: count(data.refundedPence),
    declinedTickets: count(data.declinedTickets),
    declined,
  };
}

const CANCELLABLE_STATUSES = ['active', 'inProgress'];

/**
 * Whether the owner is offered Cancel: a standing event that has not ended yet (its start plus its duration, the
 * server's own rule: it refuses to cancel an event that is over, even later on its day).
 */
export function isCancellable(
  event: { status: string; date: number; startTime: string; requiredTime: string },
  now: number,
): boolean {
  const endsAt = eventEndsAt(event);
  return CANCELLABLE_STATUSES.includes(event.status) && (endsAt === null || now < endsAt);
}

/** A cancelled event is closed: nothing is edited, sold or scanned any more (the rules and the door refuse it too). */
export function isCancelled(event: { status: string }): boolean {
  return event.status === 'cancelled';
}
