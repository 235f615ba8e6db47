/** 'Ada Lovelace' -> 'AL'; falls back to the first letter of whatever identifies the user. */
export function initials(name: string, fallback = ''): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters || fallback.trim().charAt(0).toUpperCase();
}
