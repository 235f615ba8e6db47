const PATH_PART = /[^.[\]]+/g;

/** A Formik field name as its keys: 'packages[0].price' and 'packages.0.price' both give packages, 0, price. */
export default function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return String(value).match(PATH_PART) ?? [];
}
