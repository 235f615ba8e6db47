import { onRequest } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { settings, ticketSigningSecret } from '../config';
import { loadTicketPurchase } from '../tickets/loadTicketPurchase';
import { asksForCalendarFile } from './calendarFile';
import { purchasePage } from './purchasePage';
import { idFromPath } from './publicOrigin';
import { sendCalendarFile } from './sendCalendarFile';
import { sendShopPage } from './sendShopPage';

/**
 * GET /t/{purchaseId}?k={key} (Hosting rewrites it here): the buyer's tickets, rendered on the server, never cached;
 * and GET /t/{purchaseId}/event-schedule.ics?k={key}, their event's calendar file, which the page links to.
 */
export const ticketPurchasePage = onRequest(
  { region: settings.region, secrets: [ticketSigningSecret] },
  async (request, response) => {
    const purchaseId = idFromPath(request.path, '/t/');
    const accessKey = typeof request.query.k === 'string' ? request.query.k : '';
    const load = () => loadTicketPurchase(firestore(), purchaseId, accessKey);
    if (asksForCalendarFile(request.path)) return sendCalendarFile(response, purchaseId, load);
    await sendShopPage(request, response, { kind: 'purchase', id: purchaseId }, async (context) =>
      purchasePage({ purchaseId, accessKey }, await load(), context),
    );
  },
);
