/** A shallow copy that keeps the prototype (Formik copies each level of the values it writes through). */
export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value) as T;
}
