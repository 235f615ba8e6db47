import type { CancellationPreview, RefundJob } from '@/domain/cancellation';
import type { Refusal } from '@/lib/firebase/errors';

export type { CancellationPreview, RefundJob };

/**
 * Cancelling one event: the server's dry run shown in the confirmation ('previewed'), the cancellation itself, then
 * the refund job's progress, read again while it runs.
 */
export interface CancellationState {
  eventId: string | null;
  status: 'idle' | 'previewing' | 'previewed' | 'cancelling' | 'cancelled' | 'failed';
  preview: CancellationPreview | null;
  job: RefundJob | null;
  retrying: boolean;
}

/** The preview, the cancellation or a retry failed: the server's refusal, for the view to word. */
export interface CancellationFailed {
  id: string;
  failure: Refusal;
}
