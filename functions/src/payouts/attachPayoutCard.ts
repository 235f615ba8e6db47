import { createHash } from 'node:crypto';
import { attachPayoutCard as contract } from '@gigvenue/contracts';
import { logs } from '../logs';
import { activeAccountEmail, ensurePayoutAccount, viaProvider } from './payoutAccount';
import { payoutCallable } from './payoutCall';

/** Add Card: attaches a card token to the caller's payout account (made first when missing) as where payouts go. */
export const attachPayoutCard = payoutCallable(
  contract,
  async ({ db, provider, uid, input: { cardToken } }) => {
    const email = await activeAccountEmail(db, uid);
    const accountId = await viaProvider(() => ensurePayoutAccount(db, provider, uid, email));
    // A token attaches once: a double-click or a retry sends the same key and gets the same card.
    const idempotencyKey = `card-${uid}-${createHash('sha256').update(cardToken).digest('hex').slice(0, 24)}`;
    const card = await viaProvider(() => provider.attachCard({ accountId, cardToken, idempotencyKey }));
    logs.payoutCardAttached({ uid, brand: card.brand });
    return { card };
  },
);
