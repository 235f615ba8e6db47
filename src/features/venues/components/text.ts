/** Spec section 9's description previews: the first `limit` characters, with an ellipsis when cut. */
export function preview(text: string, limit: number): string {
  const trimmed = text.trim();
  return trimmed.length > limit ? `${trimmed.slice(0, limit).trimEnd()}...` : trimmed;
}

export const LIST_PREVIEW = 300;
export const DETAILS_PREVIEW = 250;
