/** Formik keeps per-item errors of array fields as arrays; the first one is enough to show. */
export function firstError(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return error.map(firstError).find((message) => message !== undefined);
  return undefined;
}
