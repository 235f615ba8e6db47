import type {
  DocumentData,
  DocumentReference,
  FieldValue,
  SetOptions,
  WriteResult,
} from 'firebase-admin/firestore';
import type * as z from 'zod/mini';
import { checkedDocument, checkedFields } from '@gigvenue/contracts';

// The typed writer: a document the functions store goes through here, checked by the contract's schema of its
// collection (packages/contracts/src/documents), so a misspelt, missing or mistyped field throws in the function,
// before anything is written, instead of reaching readers that fall back to defaults. Server stamps, increments and
// deletes (FieldValue) are no data a schema can read, so they are passed beside the data.

/** A transaction, a write batch or a bulk writer: each creates and sets documents (answering itself or a promise). */
export interface DocumentWriter<Result = unknown> {
  create(ref: DocumentReference, data: DocumentData): Result;
  set(ref: DocumentReference, data: DocumentData): Result;
}

/** A transaction, a write batch or a bulk writer, updating or merging some fields of a document. */
export interface DocumentUpdater<Result = unknown> {
  update(ref: DocumentReference, data: DocumentData): Result;
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): Result;
}

/** Writes straight to the documents, outside a transaction or batch (each write answers its promise). */
export const directWriter: DocumentWriter<Promise<WriteResult>> & DocumentUpdater<Promise<WriteResult>> = {
  create: (ref, data) => ref.create(data),
  set: (ref: DocumentReference, data: DocumentData, options?: SetOptions) =>
    options ? ref.set(data, options) : ref.set(data),
  update: (ref, data) => ref.update(data),
};

/** Server stamps, increments and deletes by field, a map of them standing for a map of the document's. */
export interface Stamps {
  readonly [field: string]: FieldValue | Stamps;
}

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

/**
 * Updates some fields of a map field of the document (`field`.name, by field path), checked by the map's `schema`'s
 * partial shape first: the map's other fields, and the document's, stay as stored.
 */
export function updateMapFields<Schema extends z.ZodMiniObject, Result>(
  writer: DocumentUpdater<Result>,
  ref: DocumentReference,
  field: string,
  schema: Schema,
  fields: Partial<z.input<Schema>>,
  stamps: Stamps = {},
): Result {
  const stored = Object.entries({ ...checkedFields(schema, fields), ...stamps });
  return writer.update(ref, Object.fromEntries(stored.map(([name, value]) => [`${field}.${name}`, value])));
}

/**
 * Writes some fields of the document, checked by `schema`'s partial shape first: 'update' (the document must exist),
 * 'merge' (set with merge: a map given merges into the stored one) or 'mergeFields' (set with mergeFields: each field
 * given is replaced whole, the document created if missing). The fields not given stay as stored.
 */
export function updateDocument<Schema extends z.ZodMiniObject, Result>(
  writer: DocumentUpdater<Result>,
  how: 'update' | 'merge' | 'mergeFields',
  ref: DocumentReference,
  schema: Schema,
  fields: Partial<z.input<Schema>>,
  stamps: Stamps = {},
): Result {
  const stored: DocumentData = { ...checkedFields(schema, fields), ...stamps };
  if (how === 'update') return writer.update(ref, stored);
  return writer.set(ref, stored, how === 'merge' ? { merge: true } : { mergeFields: Object.keys(stored) });
}
