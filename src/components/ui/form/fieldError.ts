import type { FieldMetaProps } from 'formik';

/** Formik keeps per-item errors of array fields as arrays; the first one is enough to show. */
export function firstError(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return error.map(firstError).find((message) => message !== undefined);
  return undefined;
}

/** The message key to show under a field: only once the person has touched it (or tried to submit). */
export function visibleError(meta: Pick<FieldMetaProps<unknown>, 'touched' | 'error'>): string | undefined {
  return meta.touched ? firstError(meta.error) : undefined;
}
