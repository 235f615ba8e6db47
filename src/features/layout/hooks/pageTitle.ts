function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** '/events-list' -> 'Events List | GigVenue'; the first path segment names the page. */
export function pageTitle(pathname: string, appName: string): string {
  const segment = pathname.split('/').find((part) => part !== '') ?? '';
  const words = decode(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return words.length > 0 ? `${words.join(' ')} | ${appName}` : appName;
}
