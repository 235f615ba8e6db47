import { joinWaitlist as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { replayProtectedCallableOptions, settings } from '../config';
import { logs } from '../logs';
import { callerNetwork } from '../shared/callerAddress';
import { contractCall } from '../shared/contractCall';
import { countCall, windowCounter } from '../shared/rateLimit';
import { refusal, refuseWith } from '../shared/refusals';
import { saleLimitsOf } from '../tickets/saleLimits';
import { joinLine, JoinRefused } from './waitlistLine';

/**
 * A sold-out package's public page: a place in its waitlist (waitlistLine.ts), for anyone signed out, within the
 * sale's limits: the address's calls per minute and entries per event, App Check as the sale has it, and one place
 * per mailbox and package.
 */
export const joinWaitlist = contractCall(
  contract,
  { signedIn: false, options: { ...replayProtectedCallableOptions } },
  async (input, request) => {
    const address =
      callerNetwork(request.rawRequest, settings.trustedProxyHops) ?? (settings.emulated ? null : 'unknown');
    const limits = saleLimitsOf(settings);
    const db = firestore();
    try {
      if (address) {
        const counter = windowCounter('waitlistMinute', address, Date.now(), 60 * 1000);
        if (!(await countCall(db, counter, limits.purchasesPerAddressPerMinute)))
          throw new JoinRefused(refusal('resource-exhausted', 'tooManyWaitlistJoins'));
      }
      const joined = await joinLine(db, input, {
        address,
        entriesPerAddressPerEvent: limits.purchasesPerAddressPerEvent,
      });
      logs.waitlistJoined({ eventId: input.eventId, ...joined });
      return joined;
    } catch (error) {
      if (error instanceof JoinRefused) throw refuseWith(error.refusal);
      throw error;
    }
  },
);
