// Text that reaches the page's HTML: every value from the store is escaped here, once, so a title such as
// `"><script>` or `</script>` stays text wherever it lands (an element, an attribute or the embedded JSON).

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an element's content and in a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * JSON safe inside a <script> element: no '<' can close it (`</script>`) or open a comment, and the two line
 * separators JavaScript once refused in strings are escaped too. JSON.parse reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `<meta property=...>` and `<meta name=...>` tags from [key, content] pairs, empty contents left out. */
export function metaTags(attribute: 'property' | 'name', pairs: [string, string][]): string {
  return pairs
    .filter(([, content]) => content !== '')
    .map(([key, content]) => `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`)
    .join('\n');
}
