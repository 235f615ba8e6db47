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

/** Creates the document (failing if it exists), its data checked by `schema`. */
export function createDocument<Schema extends z.ZodMiniType, Result>(
  writer: Pick<DocumentWriter<Result>, 'create'>,
  ref: DocumentReference,
  schema: Schema,
  data: z.input<Schema>,
  stamps: Stamps = {},
): Result {
  return writer.create(ref, { ...(checkedDocument(schema, data) as DocumentData), ...stamps });
}

/** Writes the whole document (replacing any), its data checked by `schema`. */
export function setDocument<Schema extends z.ZodMiniType, Result>(
  writer: Pick<DocumentWriter<Result>, 'set'>,
  ref: DocumentReference,
  schema: Schema,
  data: z.input<Schema>,
  stamps: Stamps = {},
): Result {
  return writer.set(ref, { ...(checkedDocument(schema, data) as DocumentData), ...stamps });
}
