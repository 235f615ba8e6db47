import { SHOP_DATA_ID, type ShopPageData } from '@gigvenue/contracts';

// The shop's HTML shell is the web build's shop.html (hashed script and stylesheet names, one per release), so the
// function fills the markers the build left in it rather than knowing the asset names itself.

export const SHOP_TEMPLATE_PATH = '/shop.html';
const MARKERS = { head: '<!--shop-head-->', body: '<!--shop-body-->', data: '<!--shop-data-->' } as const;

export interface ShopPage {
  status: number;
  cacheControl: string;
  /** Tags for <head> (title, description, robots, preview tags, JSON-LD), given the title the shop's texts give it. */
  head: (title: string) => string;
  /** What the shop's components render the page from, embedded for the browser, which hydrates it with the same. */
  data: ShopPageData;
}

/** The template with the page's parts in place of the markers; throws when the template lacks one. */
export function fillShopTemplate(template: string, page: { head: string; body: string }, dataJson: string) {
  for (const marker of Object.values(MARKERS))
    if (!template.includes(marker)) throw new Error(`The shop template has no ${marker}.`);
  const data = `<script id="${SHOP_DATA_ID}" type="application/json">${dataJson}</script>`;
  // Functions as replacements, so a '$&' in a title is not read as a replacement pattern.
  return template
    .replace(MARKERS.head, () => page.head)
    .replace(MARKERS.body, () => page.body)
    .replace(MARKERS.data, () => data);
}

const CACHE_MS = 60_000;
let cached: { origin: string; html: string; at: number } | null = null;

/**
 * The template as the site serves it now, kept for a minute: a new release's asset names reach the pages within
 * a minute of its hosting deploy, and a viral link does not fetch the template on every render.
 */
export async function shopTemplate(origin: string, now = Date.now()): Promise<string> {
  if (cached && cached.origin === origin && now - cached.at < CACHE_MS) return cached.html;
  const response = await fetch(`${origin}${SHOP_TEMPLATE_PATH}`);
  if (!response.ok) throw new Error(`The shop template answered ${response.status}.`);
  const html = await response.text();
  cached = { origin, html, at: now };
  return html;
}
