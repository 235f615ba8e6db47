import { ValidationError, type AnyObjectSchema } from 'yup';
import type { NewPicture } from '@/components/forms/pictures';

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

export function fileOf(name: string, type: string, bytes = 10): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** A picture as the drop zone field puts it into the form: the file with its key and preview URL. */
export function pictureOf(name: string, type = 'image/png'): NewPicture {
  return { key: `local-${name}`, url: `blob:${name}`, file: fileOf(name, type) };
}
