import { onRequest } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { settings, ticketSigningSecret } from '../config';
import { loadTicketPurchase } from '../tickets/loadTicketPurchase';
import { purchasePage } from './purchasePage';
import { idFromPath } from './publicOrigin';
import { sendShopPage } from './sendShopPage';

/** GET /t/{purchaseId}?k={key} (Hosting rewrites it here): the buyer's tickets, rendered on the server, never cached. */
export const ticketPurchasePage = onRequest(
  { region: settings.region, secrets: [ticketSigningSecret] },
  async (request, response) => {
    const purchaseId = idFromPath(request.path, '/t/');
    const key = request.query.k;
    await sendShopPage(request, response, { kind: 'purchase', id: purchaseId }, async (context) =>
      purchasePage(
        purchaseId,
        await loadTicketPurchase(firestore(), purchaseId, typeof key === 'string' ? key : ''),
        context,
      ),
    );
  },
);
