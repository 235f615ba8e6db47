import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { buyTickets as contract } from '@gigvenue/contracts';
import { auth, firestore } from '../admin';
import { paymentSecrets, replayProtectedCallableOptions, settings } from '../config';
import { logs } from '../logs';
import { paymentProvider } from '../payments/providers/provider';
import { callerNetwork } from '../shared/callerAddress';
import { contractCall } from '../shared/contractCall';
import { countCall, windowCounter } from '../shared/rateLimit';
import { refusal, refuseWith } from '../shared/refusals';
import { isSaleContention } from './saleContention';
import { saleLimitsOf, type SaleLimits } from './saleLimits';
import { sellTickets, SaleRefused } from './ticketSale';

/**
 * Counts this call against the caller's address in the current minute, whatever becomes of it (a declined card
 * counts: card testing is one of the things a loop does), and refuses it once the minute's limit is reached.
 */
async function countPurchaseCall(db: Firestore, address: string, limits: SaleLimits): Promise<void> {
  const counter = windowCounter('saleMinute', address, Date.now(), 60 * 1000);
  if (!(await countCall(db, counter, limits.purchasesPerAddressPerMinute)))
    throw new SaleRefused(refusal('resource-exhausted', 'tooManyPurchases'));
}

/**
 * The public event page's Buy: sells tickets of one package to a buyer who needs no platform account (see
 * sellTickets), within the limits per address and per e-mail address in the config. The address is the network of
 * the one Google's front end saw (shared/callerAddress.ts: an IPv6 /64 counts as one); deployed, a call that somehow
 * names none counts as one shared 'unknown' address, while in the emulator, which has no front end, such calls are
 * not counted per address. App Check is enforced, each token good for one call, when ENFORCE_APP_CHECK is on
 * (replayProtectedCallableOptions). Signed-in callers (the browser's anonymous session) get
 * purchases keyed to them. A malformed request is refused by its contract before anything is counted.
 */
export const buyTickets = contractCall(
  contract,
  {
    signedIn: false,
    options: { ...replayProtectedCallableOptions, secrets: paymentSecrets(), timeoutSeconds: 60 },
  },
  async (input, request) => {
    const uid = request.auth?.uid ?? null;
    const address =
      callerNetwork(request.rawRequest, settings.trustedProxyHops) ?? (settings.emulated ? null : 'unknown');
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
      if (isSaleContention(error))
        throw new HttpsError('unavailable', 'Many people are buying now; try again.');
      throw error;
    }
  },
);
