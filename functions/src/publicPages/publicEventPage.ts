import { onRequest } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { settings } from '../config';
import { loadTicketSale } from '../tickets/loadTicketSale';
import { renderEventPage } from './eventPageHtml';
import { idFromPath, sendShopPage } from './sendShopPage';

/**
 * GET /e/{eventId} (Hosting rewrites it here): the event's public page rendered on the server, with its preview
 * tags, so a shared link previews and a phone paints the page before any script runs. Edge-cached for minutes.
 */
export const publicEventPage = onRequest({ region: settings.region }, async (request, response) => {
  const eventId = idFromPath(request.path, '/e/');
  await sendShopPage(request, response, { kind: 'event', id: eventId }, async (context) =>
    renderEventPage(eventId, await loadTicketSale(firestore(), eventId), context),
  );
});
