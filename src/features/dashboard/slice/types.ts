import type { Refusal } from '@/lib/firebase/errors';
import type { Role } from '@/domain/entities';
import type { EventStatistics, OrderStatistics } from '@/domain/statistics';

export type DashboardStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Whose dashboard to load: the signed-in user's id and role (the role decides whether orders are fetched). */
export interface DashboardRequest {
  uid: string;
  role: Role;
}

export interface DashboardFigures {
  /** Whose figures these are, so another account signing in on the same tab never sees them. */
  uid: string;
  /** The calendar year the monthly series cover. */
  year: number;
  events: EventStatistics;
  /** null when the role does not fetch order statistics (organizers). */
  orders: OrderStatistics | null;
}

export interface DashboardState {
  status: DashboardStatus;
  /** Why the figures could not be read; the page shows its own text and keeps this for support. */
  error: Refusal | null;
  figures: DashboardFigures | null;
}
