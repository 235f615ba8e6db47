import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { securityHeaders } from '@gigvenue/contracts';
import { settings } from '../config';
import { logs } from '../logs';
import type { PageContext } from './eventPage';
import { scriptJson } from './html';
import { publicOrigin } from './publicOrigin';
import { renderShopPage } from './shopRenderer';
import { fillShopTemplate, shopTemplate, type ShopPage } from './shopTemplate';

/**
 * Renders one shop page into the site's template, its markup from the shop's own components, and sends it; a failure
 * is a short, uncached 503.
 */
export async function sendShopPage(
  request: Request,
  response: Response,
  page: { kind: 'event' | 'purchase'; id: string },
  load: (context: PageContext) => Promise<ShopPage>,
): Promise<void> {
  const origin = publicOrigin(settings, request.headers);
  // Hosting's headers (firebase.json) are the static files'; a page a function answers carries its own, the same.
  // The emulators' loopback origins are allowed only where the functions run emulated.
  response.set(securityHeaders({ loopback: settings.emulated }));
  try {
    const [template, shopPage] = await Promise.all([
      shopTemplate(origin),
      load({ origin, appName: settings.appName }),
    ]);
    const { title, markup } = await renderShopPage(shopPage.data);
    const html = fillShopTemplate(
      template,
      { head: shopPage.head(title), body: markup },
      scriptJson(shopPage.data),
    );
    response
      .status(shopPage.status)
      .set('Cache-Control', shopPage.cacheControl)
      .set('Content-Type', 'text/html; charset=utf-8')
      .send(html);
  } catch (error) {
    logs.publicPageFailed({ page: page.kind, id: page.id, error: String(error) });
    response
      .status(503)
      .set('Cache-Control', 'no-store')
      .set('Retry-After', '5')
      .send('Try again in a moment.');
  }
}
