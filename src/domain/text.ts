// Short previews of long text, as the listing cards show them.

export const ELLIPSIS = '...';

/**
 * The first `max` characters followed by an ellipsis when the text is longer; shorter text is returned
 * whole. Counted in code points, so an emoji or accented letter is never cut in half.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  const characters = Array.from(value);
  if (characters.length <= max) return value;
  return `${characters.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}
