import { onRequest } from 'firebase-functions/v2/https';
import { refusalText } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { settings } from '../config';
import { callerNetwork } from '../shared/callerAddress';
import { mayViewSale } from '../shared/rateLimit';
import { loadEventListing } from '../tickets/loadTicketSale';
import { eventPage } from './eventPage';
import { QUERY_REDIRECT_CACHE, queryFreeLocation } from './queryFree';
import { idFromPath } from './publicOrigin';
import { sendShopPage } from './sendShopPage';

/**
 * GET /e/{eventId} (Hosting rewrites it here): the event's public page rendered on the server from the shop's own
 * components, with its preview tags, so a shared link previews and a phone paints the page before any script runs.
 * Edge-cached for minutes, one entry per event (a query string is redirected away), and rendered for one network as
 * often as the config allows.
 */
export const publicEventPage = onRequest({ region: settings.region }, async (request, response) => {
  const bare = queryFreeLocation(request.path, request.originalUrl);
  if (bare !== null) {
    response.set('Cache-Control', QUERY_REDIRECT_CACHE).redirect(301, bare);
    return;
  }
  const db = firestore();
  if (!(await mayViewSale(db, callerNetwork(request, settings.hostingProxyHops)))) {
    response
      .status(429)
      .set('Cache-Control', 'no-store')
      .set('Retry-After', '60')
      .type('text/plain')
      .send(refusalText('tooManyPageViews'));
    return;
  }
  const eventId = idFromPath(request.path, '/e/');
  await sendShopPage(request, response, { kind: 'event', id: eventId }, async (context) =>
    eventPage(eventId, await loadEventListing(db, eventId), context),
  );
});
