/**
 * A refusal as a callable sends it (functions/src/shared/refusals.ts): a reason code and its figures. The store and
 * the door's phone keep failures in this form, never worded; the view words them as errors:<reason>.
 */
export interface Refusal {
  reason: string;
  params: Record<string, unknown>;
}
