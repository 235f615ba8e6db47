// Event titles, ticket package names, venue names and buyer names reach strangers: the public event page, and mails
// sent to whatever address bought a ticket. A title reading "... verify now at https://..." was mailed as written, so
// these texts take no link, no e-mail address, no markup and no control character (a line break in a mail subject
// starts a new header). createEvent, buyTickets, firestore.rules (event edits, venues) and the app's forms all use
// this one pattern; rules cannot import it, so tests/rules/publicContent.rules.test.ts holds the copy in firestore.rules
// equal to it.

/**
 * What plain text never holds, matched case-insensitively anywhere in it: control characters, < or >, a scheme
 * ('https://', 'ftp://'), 'www.', an e-mail address, a host name followed by a path ('bit.ly/x') or ending in a
 * top-level domain that mail clients turn into links ('evil.com'). Written for both JavaScript and RE2 (the rules'
 * engine): hex escapes only, no lookaround, no \b.
 */
export const NOT_PLAIN_TEXT_SOURCE =
  '[\\x00-\\x1f\\x7f-\\x9f<>]|://|www[.]|[^ @]@[^ @]+[.][a-z]|[a-z0-9-][.][a-z]{2,}/' +
  '|(^|[^a-z0-9-])[a-z0-9-]+[.](com|net|org|info|biz|io|co|ly|me|app|xyz|top|site|online|link|click|ru|uk|de|it|es|eu|gl|gd|cc|to)([^a-z0-9-]|$)';

const NOT_PLAIN_TEXT = new RegExp(NOT_PLAIN_TEXT_SOURCE, 'i');

/** True when the text holds no link, e-mail address, markup or control character. */
export const isPlainText = (text: string): boolean => !NOT_PLAIN_TEXT.test(text);

/**
 * The pattern as firestore.rules writes it: matches() must match the whole string, so it is wrapped in '.*' with
 * (?is), and backslashes are doubled inside the rules' string literal.
 */
export const RULES_NOT_PLAIN_TEXT = `'(?is).*(${NOT_PLAIN_TEXT_SOURCE.replaceAll('\\', '\\\\')}).*'`;
