import type { Refusal } from '@/lib/firebase/errors';
import type { DoorList, DoorRefusal, QueuedScan, ScanInput, SyncProblem } from '@/domain/doorCheck';

export type { DoorList, DoorRefusal, QueuedScan, ScanInput, SyncProblem };

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface TicketSummary {
  ticketId: string;
  userName: string;
  ticketType: string;
}

/** What the banner shows after a scan. */
export type ScanResult =
  | {
      kind: 'checkedIn';
      ticket: TicketSummary;
      /** Accepted on this phone while offline, to be sent later. */ queued: boolean;
    }
  | { kind: 'alreadyCheckedIn'; ticket: TicketSummary }
  | { kind: 'refused'; reason: DoorRefusal }
  /** A refusal the door has no text of its own for, worded as errors:<reason>. */
  | { kind: 'failed'; failure: Refusal };

export interface DoorState {
  /** The event whose door is open; answers for any other event are ignored. */
  eventId: string | null;
  list: DoorList | null;
  /** When the list shown was loaded from the server (epoch ms). */
  listSavedAt: number | null;
  listStatus: LoadStatus;
  listError: Refusal | null;
  /** What the browser says about its connection. */
  online: boolean;
  /** This event's scans accepted offline and not sent yet. */
  queue: QueuedScan[];
  /** This event's synced scans that the server did not confirm. */
  problems: SyncProblem[];
  /** A scan is being checked. */
  checking: boolean;
  result: ScanResult | null;
  syncing: boolean;
}

export interface CheckTicketRequest {
  eventId: string;
  scan: ScanInput;
}

export interface DoorRestored {
  eventId: string;
  list: DoorList | null;
  listSavedAt: number | null;
  queue: QueuedScan[];
  problems: SyncProblem[];
}

export interface DoorListLoaded {
  eventId: string;
  list: DoorList;
  savedAt: number;
}

export interface TicketChecked {
  eventId: string;
  result: Extract<ScanResult, { ticket: TicketSummary }>;
  /** The scan as queued, when it was accepted offline. */
  queued: QueuedScan | null;
}
