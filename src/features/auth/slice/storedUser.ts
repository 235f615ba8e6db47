import { STORED_SESSION_KEY } from '@/firstPaint/keys';
import type { User } from '@/domain/entities';

const KEY = STORED_SESSION_KEY;

export interface StoredSession {
  user: User | null;
  remember: boolean;
}

// Storage can throw (disabled cookies, private mode) or hold stale JSON; either means "not signed in".
function read(storage: Storage): User | null {
  try {
    const raw = storage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && 'id' in parsed ? (parsed as User) : null;
  } catch {
    return null;
  }
}

function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // A session that cannot be persisted still works for this page's lifetime.
  }
}

export function readStoredUser(): StoredSession {
  if (typeof window === 'undefined') return { user: null, remember: false };
  const remembered = read(window.localStorage);
  if (remembered) return { user: remembered, remember: true };
  return { user: read(window.sessionStorage), remember: false };
}

export function storeUser(user: User, remember: boolean): void {
  attempt(() => {
    const [keep, drop] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
    keep.setItem(KEY, JSON.stringify(user));
    drop.removeItem(KEY);
  });
}

export function clearStoredUser(): void {
  attempt(() => {
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
  });
}
