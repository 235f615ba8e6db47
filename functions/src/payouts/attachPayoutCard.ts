import { createHash } from 'node:crypto';
import { logs } from '../logs';
import type { PayoutCard } from '../payments/providers/provider';
import { activeAccountEmail, ensurePayoutAccount, viaProvider } from './payoutAccount';
import { payoutCallable } from './payoutCall';
import { PayoutRefused } from './payoutRefusals';

const CARD_TOKEN = /^[A-Za-z0-9_]{4,200}$/;

/** Add Card: attaches a card token to the caller's payout account (made first when missing) as where payouts go. */
export const attachPayoutCard = payoutCallable(
  async ({ db, provider, uid, data }): Promise<{ card: PayoutCard }> => {
    const cardToken = (data as { cardToken?: unknown } | null)?.cardToken;
    if (typeof cardToken !== 'string' || !CARD_TOKEN.test(cardToken)) throw new PayoutRefused('invalid');
    const email = await activeAccountEmail(db, uid);
    const accountId = await viaProvider(() => ensurePayoutAccount(db, provider, uid, email));
    // A token attaches once: a double-click or a retry sends the same key and gets the same card.
    const idempotencyKey = `card-${uid}-${createHash('sha256').update(cardToken).digest('hex').slice(0, 24)}`;
    const card = await viaProvider(() => provider.attachCard({ accountId, cardToken, idempotencyKey }));
    logs.payoutCardAttached({ uid, brand: card.brand });
    return { card };
  },
);
