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
  /** The raw failure message; the page shows its own translated text and keeps this for support. */
  error: string | null;
  figures: DashboardFigures | null;
}
