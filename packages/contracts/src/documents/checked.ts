import * as z from 'zod/mini';

function parsedOrThrow<Schema extends z.ZodMiniType>(schema: Schema, data: unknown): z.output<Schema> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => {
    const where = issue.path.join('.') || '(document)';
    const keys = 'keys' in issue && Array.isArray(issue.keys) ? ` ${issue.keys.join(', ')}` : '';
    return `${where}: ${issue.message}${keys}`;
  });
  throw new Error(`A document does not match its schema: ${fields.join('; ')}`);
}

/**
 * The data a function is about to store, checked by its collection's schema: throws, naming the fields that are
 * wrong, when a field is misspelt, missing or of the wrong kind, so nothing half-right is written.
 */
export function checkedDocument<Schema extends z.ZodMiniType>(
  schema: Schema,
  data: z.input<Schema>,
): z.output<Schema> {
  return parsedOrThrow(schema, data);
}

/**
 * Some fields of a stored document, about to be updated or merged, checked by the schema's partial shape: each field
 * given must be one of the schema's and of its kind (a misspelt or mistyped one throws); those left out stay as stored.
 */
export function checkedFields<Schema extends z.ZodMiniObject>(
  schema: Schema,
  fields: Partial<z.input<Schema>>,
): Record<string, unknown> {
  return parsedOrThrow(z.partial(schema), fields);
}
