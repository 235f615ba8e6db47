import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';

interface TimestampLike {
  toMillis: () => number;
}

// Duck-typed so this module does not pull the Firestore SDK into bundles that only convert data.
function isTimestamp(value: unknown): value is TimestampLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<TimestampLike>).toMillis === 'function' &&
    'seconds' in value &&
    'nanoseconds' in value
  );
}

/** Converts Timestamps anywhere in a document into epoch milliseconds so Redux holds plain data. */
export function toPlain<T>(value: T): T {
  if (isTimestamp(value)) return value.toMillis() as T;
  if (Array.isArray(value)) return value.map((item) => toPlain(item)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) out[key] = toPlain(item);
    return out as T;
  }
  return value;
}

export function fromSnapshot<T extends { id: string }>(snap: DocumentSnapshot<DocumentData>): T | null {
  if (!snap.exists()) return null;
  return { ...toPlain(snap.data()), id: snap.id } as T;
}
