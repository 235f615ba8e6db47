const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const UNESCAPED = Object.fromEntries(
  Object.entries(ESCAPED).map(([character, entity]) => [entity, character]),
);

/** `text` as it may stand in markup, as an element's text or an attribute's value. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ESCAPED[character] ?? character);

/** What escaped `text` reads once parsed. */
export const unescapeMarkup = (text: string) =>
  text.replace(/&(amp|lt|gt|quot);/g, (entity) => UNESCAPED[entity] ?? entity);
