import { settings } from '../config';
import { payoutCallable } from './payoutCall';
import { withdraw, type WithdrawOutcome } from './withdrawal';

/** Transfer to Bank Account: the whole balance, by the spec's state machine (see withdraw). */
export const withdrawBalance = payoutCallable(({ db, provider, uid, data }): Promise<WithdrawOutcome> =>
  withdraw(db, provider, uid, data, { returnUrl: `${settings.appUrl}/payments` }),
);
