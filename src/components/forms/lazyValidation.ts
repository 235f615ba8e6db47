import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/**
 * Formik's `validate` for a Yup schema that loads with the form's first check. `validationSchema` needs the schema,
 * and with it Yup (about 12 KB gzipped), before the form can render; the sign-in page paints without them
 * (ARCHITECTURE budgets) and loads them while the visitor types. The errors are the ones `validationSchema` gives.
 * A schema that cannot load (a dropped connection) does not hold the form back: the request's own answer tells the
 * visitor what went wrong, and the next check loads it again.
 */
export function lazyValidation<Values extends FormikValues>(load: () => Promise<Schema>) {
  let pending: Promise<Schema> | undefined;
  return async (values: Values): Promise<FormikErrors<Values>> => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    let schema: Schema;
    try {
      schema = await pending;
    } catch {
      return {};
    }
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
