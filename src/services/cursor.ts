// Opaque page cursors: the last item's [sort value, id], JSON-encoded so callers cannot depend on the shape.

export interface Page<T> {
  items: T[];
  /** Pass it back to get the next page; null when there is none. */
  cursor: string | null;
}

export const encodeCursor = (sortValue: string | number, id: string) => JSON.stringify([sortValue, id]);

/** The [sort value, id] of a cursor, or null for none or for one that is not ours (then the first page is read). */
export function decodeCursor(cursor: string | null | undefined): [string | number, string] | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(cursor);
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (typeof value[0] === 'string' || typeof value[0] === 'number') &&
      typeof value[1] === 'string'
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // Not ours: start from the first page.
  }
  return null;
}
