import { withdrawBalance as contract } from '@gigvenue/contracts';
import { settings } from '../config';
import { payoutCallable } from './payoutCall';
import { withdraw } from './withdrawal';

/** Transfer to Bank Account: the whole balance, by the spec's state machine (see withdraw). */
export const withdrawBalance = payoutCallable(contract, ({ db, provider, uid, input }) =>
  withdraw(db, provider, uid, input, { returnUrl: `${settings.appUrl}/payments` }),
);
