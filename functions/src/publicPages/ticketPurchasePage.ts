import { onRequest } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { settings, ticketSigningSecret } from '../config';
import { loadTicketPurchase } from '../tickets/loadTicketPurchase';
import { renderPurchasePage } from './purchasePageHtml';
import { qrDataUrl } from './qrImage';
import { idFromPath, sendShopPage } from './sendShopPage';

/** GET /t/{purchaseId}?k={key} (Hosting rewrites it here): the buyer's tickets, rendered on the server, never cached. */
export const ticketPurchasePage = onRequest(
  { region: settings.region, secrets: [ticketSigningSecret] },
  async (request, response) => {
    const purchaseId = idFromPath(request.path, '/t/');
    const key = request.query.k;
    await sendShopPage(request, response, { kind: 'purchase', id: purchaseId }, async (context) => {
      const purchase = await loadTicketPurchase(firestore(), purchaseId, typeof key === 'string' ? key : '');
      const codes = await Promise.all(
        (purchase?.tickets ?? [])
          .filter(({ code }) => code !== '')
          .map(async ({ ticketId, code }) => [ticketId, await qrDataUrl(code)]),
      );
      return renderPurchasePage(purchaseId, purchase, context, Object.fromEntries(codes));
    });
  },
);
