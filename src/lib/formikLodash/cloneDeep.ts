import isPlainObject from './isPlainObject';

/**
 * A deep copy of arrays, plain objects and dates. Anything else (a File a picture field holds) is shared, as
 * lodash's cloneDeep shares what it cannot clone when it sits inside an object.
 */
export default function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneDeep(item)) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = Object.create(Object.getPrototypeOf(value) as object | null);
  for (const key of Object.keys(value)) copy[key] = cloneDeep(value[key]);
  return copy as T;
}
