// Serialised into index.html by both inline scripts (build/inlineScript.ts), so it uses nothing from outside its
// body: no imports, no module-level names.

/**
 * Appends a <link> per href to <head>, `perTask` of them per task (each starts its request, about a millisecond of
 * main thread), `setUp(link, href)` giving each its rel and address.
 */
export function addLinks(
  hrefs: readonly string[],
  setUp: (link: HTMLLinkElement, href: string) => void,
  perTask: number,
  from = 0,
): void {
  for (const href of hrefs.slice(from, from + perTask)) {
    const link = document.createElement('link');
    setUp(link, href);
    document.head.append(link);
  }
  if (from + perTask < hrefs.length) setTimeout(() => addLinks(hrefs, setUp, perTask, from + perTask));
}

export type AddLinks = typeof addLinks;
