import { onRequest } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { settings, stripeWebhookSecretValue, webhookSecrets } from '../config';
import { logs } from '../logs';
import { paymentProvider } from './providers/provider';
import { handleStripeEvent, verifiedEvent } from './webhooks/handleEvent';

/**
 * POST https://<region>-<project>.cloudfunctions.net/stripeWebhook: Stripe's events (webhooks/handleEvent.ts lists
 * them). A request whose Stripe-Signature does not verify gets 400 and touches nothing; a verified event is applied and
 * recorded once (200, a replay too); a failure answers 500 so Stripe delivers the event again later.
 */
export const stripeWebhook = onRequest(
  { region: settings.region, secrets: webhookSecrets() },
  async (request, response) => {
    if (request.method !== 'POST') {
      response.status(405).set('Allow', 'POST').send('POST only.');
      return;
    }
    const event = verifiedEvent(
      request.rawBody,
      request.headers['stripe-signature'],
      stripeWebhookSecretValue(),
    );
    if (!event) {
      logs.stripeWebhookRefused({ reason: 'bad-signature' });
      response.status(400).send('The Stripe signature does not match.');
      return;
    }
    try {
      const handled = await handleStripeEvent(firestore(), paymentProvider(), event);
      logs.stripeWebhookHandled({ eventId: event.id, type: event.type, ...handled });
      response.status(200).json({ received: true, outcome: handled.outcome });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logs.stripeWebhookFailed({ eventId: event.id, type: event.type, error: message });
      response.status(500).send('The event could not be handled; it will be delivered again.');
    }
  },
);
