import type * as z from 'zod/mini';
import { isRefusalReason, type RefusalParams, type RefusalReason } from '../refusals';

/**
 * One callable Cloud Function as both sides know it: its exported name, what the app sends and what it answers.
 * Schemas are zod/mini: the same checks as classic zod, but tree-shaken to the few checks the app's chunks use, so
 * the browser pays kilobytes for them rather than the classic build's tens.
 */
export interface Callable<Request extends z.ZodMiniType, Response extends z.ZodMiniType> {
  readonly name: string;
  readonly request: Request;
  readonly response: Response;
}

// The constraint every callable meets; `any` because each callable's schema types differ and only their own
// helpers below look inside.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCallable = Callable<any, any>;

export const callable = <Request extends z.ZodMiniType, Response extends z.ZodMiniType>(
  name: string,
  request: Request,
  response: Response,
): Callable<Request, Response> => ({ name, request, response });

/** What the app sends (before the function trims and checks it). */
export type RequestOf<C extends AnyCallable> = z.input<C['request']>;
/** What the function works with once the request is checked. */
export type CheckedRequestOf<C extends AnyCallable> = z.output<C['request']>;
/** What the function answers, as the app reads it. */
export type ResponseOf<C extends AnyCallable> = z.output<C['response']>;

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: RefusalReason; params: RefusalParams };

interface Issue {
  message: string;
  path: PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
}

/** The figures a size check words its refusal with ({{min}}, {{max}}). */
function figuresOf(issue: Issue): RefusalParams {
  const figures: Record<string, number> = {};
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')
    figures.min = Number(issue.minimum);
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')
    figures.max = Number(issue.maximum);
  return figures;
}

/**
 * A value checked against a schema, or its first problem as a refusal: a check that names a refusal reason as its
 * error refuses with that reason; any other problem is `request`, worded in zod's English with the field's path.
 */
export function check<Schema extends z.ZodMiniType>(
  schema: Schema,
  data: unknown,
): Checked<z.output<Schema>> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0] as Issue;
  if (isRefusalReason(issue.message)) return { ok: false, reason: issue.message, params: figuresOf(issue) };
  const field = issue.path.map(String).join('.');
  return {
    ok: false,
    reason: 'request',
    params: { detail: field ? `${field}: ${issue.message}` : issue.message },
  };
}
