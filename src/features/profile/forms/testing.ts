import { ValidationError, type AnyObjectSchema } from 'yup';

/** Every failing field with its message key, the way Formik would show them. */
export async function errorsOf(schema: AnyObjectSchema, values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner)
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    return errors;
  }
}
