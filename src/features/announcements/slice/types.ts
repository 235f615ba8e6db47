import type { Refusal } from '@/lib/firebase/errors';
import type { AnnounceableEvent, AnnouncementRequest, AnnouncementResult } from '@/domain/announcements';

export type { AnnounceableEvent, AnnouncementRequest, AnnouncementResult };

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** What the person typed; the request id is added by the saga. */
export type AnnouncementDraft = Omit<AnnouncementRequest, 'requestId'>;

export interface HoldersState {
  /** The event the count belongs to, so a slow answer for a previously chosen event is ignored. */
  eventId: string | null;
  status: LoadStatus;
  count: number;
  error: Refusal | null;
}

export interface SendState {
  status: 'idle' | 'sending' | 'succeeded' | 'failed';
  error: Refusal | null;
  result: AnnouncementResult | null;
  /** The last attempt that failed: sending the same draft again reuses its request id, so nobody hears twice. */
  failedAttempt: AnnouncementRequest | null;
}

export interface AnnouncementsState {
  events: { status: LoadStatus; items: AnnounceableEvent[]; error: Refusal | null };
  holders: HoldersState;
  send: SendState;
}
