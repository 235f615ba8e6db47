import type { FormikProps } from 'formik';

/**
 * Whether a wizard step's Formik form may be left forward: submits it first so every field shows its error, then
 * asks Formik for the errors. No form (not mounted yet) is never valid.
 */
export async function formIsValid<T>(form: FormikProps<T> | null): Promise<boolean> {
  if (!form) return false;
  await form.submitForm();
  return Object.keys(await form.validateForm()).length === 0;
}
