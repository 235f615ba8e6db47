import type { DocumentData, DocumentReference, FieldValue } from 'firebase-admin/firestore';
import type * as z from 'zod/mini';
import { checkedDocument } from '@gigvenue/contracts';

// The typed writer: a whole document the functions store goes through here, checked by the contract's schema of its
// collection (packages/contracts/src/documents), so a misspelt, missing or mistyped field throws in the function,
// before anything is written, instead of reaching readers that fall back to defaults. Server stamps
// (FieldValue.serverTimestamp()) are no data a schema can read, so they are passed beside the data.

/** A transaction, a write batch or a bulk writer: each creates and sets documents (answering itself or a promise). */
export interface DocumentWriter<Result = unknown> {
  create(ref: DocumentReference, data: DocumentData): Result;
  set(ref: DocumentReference, data: DocumentData): Result;
}

type Stamps = Readonly<Record<string, FieldValue>>;

/**
 * Creates the document ('create', failing if it exists) or writes it whole ('set', replacing any), its data checked
 * by `schema` first.
 */
export function writeDocument<Schema extends z.ZodMiniType, Result>(
  writer: DocumentWriter<Result>,
  how: 'create' | 'set',
  ref: DocumentReference,
  schema: Schema,
  data: z.input<Schema>,
  stamps: Stamps = {},
): Result {
  const stored = { ...(checkedDocument(schema, data) as DocumentData), ...stamps };
  return how === 'create' ? writer.create(ref, stored) : writer.set(ref, stored);
}
