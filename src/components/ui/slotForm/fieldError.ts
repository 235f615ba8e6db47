import type { FieldMetaProps } from 'formik';

/** The message key to show under a field: only once the person has touched it (or tried to submit). */
export function visibleError(meta: FieldMetaProps<unknown>): string | undefined {
  return meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
}
