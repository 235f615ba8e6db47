import type { Refusal } from '@/lib/firebase/errors';
import type { AppNotification } from '@/domain/notifications';

export type { AppNotification };

export interface NotificationsState {
  /** Whose notifications are watched; null when nobody's are. */
  uid: string | null;
  status: 'idle' | 'watching' | 'failed';
  /** The newest few, newest first. */
  items: AppNotification[];
  error: Refusal | null;
}
