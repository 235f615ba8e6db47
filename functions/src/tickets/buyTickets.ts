import type { Firestore } from 'firebase-admin/firestore';
import { buyTickets as contract } from '@gigvenue/contracts';
import { auth, firestore } from '../admin';
import { callableOptions, paymentSecrets, settings } from '../config';
import { logs } from '../logs';
import { paymentProvider } from '../payments/providers/provider';
import { callerAddress } from '../shared/callerAddress';
import { contractCall } from '../shared/contractCall';
import { refuseWith } from '../shared/refusals';
import { purchaseCallRefusal, saleLimitsOf, saleMinuteCounter, type SaleLimits } from './saleLimits';
import { sellTickets, SaleRefused } from './ticketSale';

/**
 * Counts this call against the caller's address in the current minute, whatever becomes of it (a declined card
 * counts: card testing is one of the things a loop does), and refuses it once the minute's limit is reached. Raised
 * in a transaction, so calls at once count exactly.
 */
async function countPurchaseCall(db: Firestore, address: string, limits: SaleLimits): Promise<void> {
  const { id, expiresAt } = saleMinuteCounter(address, Date.now());
  const counter = db.doc(`rateLimits/${id}`);
  const refused = await db.runTransaction(async (tx) => {
    const count = Number((await tx.get(counter)).get('count') ?? 0);
    const refusal = purchaseCallRefusal(count, limits);
    if (!refusal) tx.set(counter, { count: count + 1, expiresAt });
    return refusal;
  });
  if (refused) throw new SaleRefused(refused);
}

/**
 * The public event page's Buy: sells tickets of one package to a buyer who needs no platform account (see
 * sellTickets), within the limits per address and per e-mail address in the config. The address is the one Google's
 * front end saw (shared/callerAddress.ts); deployed, a call that somehow names none counts as one shared 'unknown'
 * address, while in the emulator, which has no front end, such calls are not counted per address. App Check is
 * enforced when ENFORCE_APP_CHECK is on (callableOptions). Signed-in callers (the browser's anonymous session) get
 * purchases keyed to them. A malformed request is refused by its contract before anything is counted.
 */
export const buyTickets = contractCall(
  contract,
  { signedIn: false, options: { ...callableOptions, secrets: paymentSecrets(), timeoutSeconds: 60 } },
  async (input, request) => {
    const uid = request.auth?.uid ?? null;
    const address =
      callerAddress(request.rawRequest, settings.trustedProxyHops) ?? (settings.emulated ? null : 'unknown');
    const limits = saleLimitsOf(settings);
    const db = firestore();
    try {
      if (address) await countPurchaseCall(db, address, limits);
      return await sellTickets(db, paymentProvider(), { uid, address, limits, accounts: auth() }, input);
    } catch (error) {
      if (error instanceof SaleRefused) {
        logs.ticketSaleRefused({ uid, reason: error.refusal.reason });
        throw refuseWith(error.refusal);
      }
      throw error;
    }
  },
);
