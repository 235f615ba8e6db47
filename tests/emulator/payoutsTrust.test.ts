import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../../functions/src/payments/providers/errors';
import type { PaymentProvider } from '../../functions/src/payments/providers/provider';
import { createSimulatedProvider } from '../../functions/src/payments/providers/simulated';
import { withdraw, withdrawalIdFor, type WithdrawOutcome } from '../../functions/src/payouts/withdrawal';
import { callableHarness } from '../support/callables';
import { operator } from '../support/scripts';

// Withdrawals against the emulators when the payment provider's answer is lost: a transfer that went through but
// timed out, or a 409 for a request still in progress, must not return the reserved balance (the money may have
// left), and must end paid exactly once after the transfer is looked up. Only a definite decline gives the balance
// back, once. The provider is the simulated one (its records in Firestore) behind a test double that loses answers.

const harness = callableHarness('payouts-trust-test');
const { fresh } = harness;
let admin: AdminFirestore;
let simulated: PaymentProvider;

const RETURN_URL = 'http://localhost:5173/payments';
const LATER_MS = 10 * 60 * 1000;
const IN_PROGRESS = 'Your withdrawal is being processed. Try again later!';

/** The provider, except that its transfers go through and then the answer is lost: a timeout, or a 409. */
function losingTransferAnswers(status?: 409): PaymentProvider {
  return {
    ...simulated,
    async transfer(input) {
      await simulated.transfer(input);
      throw new PaymentProviderError(
        status
          ? 'There is currently another in-progress request using this Idempotent Key.'
          : 'Request timed out.',
        status,
      );
    },
  };
}

/** The provider answering 409 'in progress' without making the transfer (the first request is still running). */
const inProgressWithoutTransfer = (): PaymentProvider => ({
  ...simulated,
  async transfer() {
    throw new PaymentProviderError(
      'There is currently another in-progress request using this Idempotent Key.',
      409,
    );
  },
});

/** An active account with a payout account, a card, and a settled credit of `pence` as its balance. */
async function payee(pence: number): Promise<{ uid: string; accountId: string }> {
  const uid = fresh('payee');
  const email = `${uid}@gigvenue.test`;
  const { accountId } = await simulated.createPayoutAccount({
    email,
    idempotencyKey: `payout-account-${uid}`,
  });
  await simulated.attachCard({
    accountId,
    cardToken: `tok_sim_visa_4242_12_${new Date().getFullYear() + 2}`,
    idempotencyKey: `card-${uid}`,
  });
  await admin
    .doc(`ledger/${uid}_credit`)
    .set({ payeeId: uid, kind: 'booking', amountPence: pence, credited: true });
  // The private account first, so the provisioning trigger sees an operator-made account and leaves the status be.
  await admin
    .doc(`managers/${uid}/private/account`)
    .set({ connectAccountId: accountId, currentBalance: pence / 100, config: {} });
  await admin.doc(`managers/${uid}`).set({ email, name: 'Payee', role: 'eventManager', status: 'active' });
  return { uid, accountId };
}

const withdrawWith = (provider: PaymentProvider, uid: string, requestId: string, at = Date.now) =>
  withdraw(admin, provider, uid, { requestId }, { returnUrl: RETURN_URL, now: at });
const later = () => Date.now() + LATER_MS;

const balancePenceOf = async (uid: string) =>
  Math.round(
    ((await admin.doc(`managers/${uid}/private/account`).get()).get('currentBalance') as number) * 100,
  );
const movedTo = async (collection: 'simulatedTransfers' | 'simulatedPayouts', accountId: string) =>
  (await admin.collection(collection).where('accountId', '==', accountId).get()).docs.map(
    (doc) => doc.get('amountPence') as number,
  );
const statusOf = async (uid: string, requestId: string) =>
  (await admin.doc(`withdrawals/${withdrawalIdFor(uid, requestId)}`).get()).get('status');
const ledgerKinds = async (uid: string) =>
  (await admin.collection('ledger').where('payeeId', '==', uid).get()).docs.map((doc) => doc.get('kind'));

/** credits = payouts + reserved (withdrawals neither paid nor failed) + balance, in pence. */
async function expectBalancedBooks(uid: string, accountId: string): Promise<void> {
  const ledger = await admin.collection('ledger').where('payeeId', '==', uid).get();
  const credits = ledger.docs
    .filter((doc) => doc.get('kind') === 'booking')
    .reduce((sum, doc) => sum + (doc.get('amountPence') as number), 0);
  const paidOut = (await movedTo('simulatedPayouts', accountId)).reduce((sum, pence) => sum + pence, 0);
  const withdrawals = await admin.collection('withdrawals').where('uid', '==', uid).get();
  const reserved = withdrawals.docs
    .filter((doc) => !['paid', 'failed'].includes(doc.get('status')))
    .reduce((sum, doc) => sum + (doc.get('amountPence') as number), 0);
  expect(credits).toBe(paidOut + reserved + (await balancePenceOf(uid)));
}

beforeAll(() => {
  harness.start();
  admin = harness.admin();
  simulated = createSimulatedProvider(() => admin);
}, 120_000);

afterAll(async () => {
  await harness.stop();
});

describe('a withdrawal whose transfer answer is lost', () => {
  it('keeps the balance reserved after a timeout, and pays once after looking the transfer up', async () => {
    const { uid, accountId } = await payee(4_200);
    const requestId = fresh('req');

    await expect(withdrawWith(losingTransferAnswers(), uid, requestId)).rejects.toThrow(IN_PROGRESS);
    // The transfer stands at the provider, so the balance must not come back.
    expect(await balancePenceOf(uid)).toBe(0);
    expect(await statusOf(uid, requestId)).toBe('unknown');
    expect(await movedTo('simulatedTransfers', accountId)).toEqual([4_200]);
    expect(await ledgerKinds(uid)).not.toContain('withdrawalReturned');
    await expectBalancedBooks(uid, accountId);

    // The same request a little later is reconciled: the transfer is found, not made again, and paid out.
    const paid: WithdrawOutcome = {
      outcome: 'paid',
      withdrawalId: withdrawalIdFor(uid, requestId),
      amountPence: 4_200,
    };
    expect(await withdrawWith(simulated, uid, requestId, later)).toEqual(paid);
    expect(await withdrawWith(simulated, uid, requestId, later)).toEqual(paid);
    expect(await statusOf(uid, requestId)).toBe('paid');
    expect(await movedTo('simulatedTransfers', accountId)).toEqual([4_200]);
    expect(await movedTo('simulatedPayouts', accountId)).toEqual([4_200]);
    expect(await balancePenceOf(uid)).toBe(0);
    await expectBalancedBooks(uid, accountId);
  });

  it("treats a 409 'request in progress' as unknown, whether or not the transfer was made", async () => {
    const made = await payee(1_000);
    const madeRequest = fresh('req');
    await expect(withdrawWith(losingTransferAnswers(409), made.uid, madeRequest)).rejects.toThrow(
      IN_PROGRESS,
    );
    expect(await balancePenceOf(made.uid)).toBe(0);

    const notMade = await payee(700);
    const notMadeRequest = fresh('req');
    await expect(withdrawWith(inProgressWithoutTransfer(), notMade.uid, notMadeRequest)).rejects.toThrow(
      IN_PROGRESS,
    );
    expect(await balancePenceOf(notMade.uid)).toBe(0);
    expect(await movedTo('simulatedTransfers', notMade.accountId)).toEqual([]);

    // Reconciled: one is found and paid, the other sent now under the same key and paid; each exactly once.
    await withdrawWith(simulated, made.uid, madeRequest, later);
    await withdrawWith(simulated, notMade.uid, notMadeRequest, later);
    for (const [{ uid, accountId }, pence] of [
      [made, 1_000],
      [notMade, 700],
    ] as const) {
      expect(await movedTo('simulatedTransfers', accountId)).toEqual([pence]);
      expect(await movedTo('simulatedPayouts', accountId)).toEqual([pence]);
      await expectBalancedBooks(uid, accountId);
    }
  });

  it('cannot be both returned and paid when a lost answer and a good one race for the same withdrawal', async () => {
    const { uid, accountId } = await payee(2_500);
    const requestId = fresh('req');
    await expect(withdrawWith(inProgressWithoutTransfer(), uid, requestId)).rejects.toThrow(IN_PROGRESS);

    // Two runs of the same stalled withdrawal at once: one loses the transfer's answer, the other gets it.
    await Promise.allSettled([
      withdrawWith(losingTransferAnswers(), uid, requestId, later),
      withdrawWith(simulated, uid, requestId, later),
      withdrawWith(losingTransferAnswers(), uid, requestId, later),
    ]);
    await withdrawWith(simulated, uid, requestId, later);

    expect(await statusOf(uid, requestId)).toBe('paid');
    expect(await ledgerKinds(uid)).not.toContain('withdrawalReturned');
    expect(await balancePenceOf(uid)).toBe(0);
    expect(await movedTo('simulatedPayouts', accountId)).toEqual([2_500]);
    await expectBalancedBooks(uid, accountId);
  });

  it('pays exactly once when ten withdrawals arrive at once and the answers are lost', async () => {
    const { uid, accountId } = await payee(20_099);
    const requests = Array.from({ length: 10 }, () => fresh('req'));
    const results = await Promise.allSettled(
      requests.map((requestId) => withdrawWith(losingTransferAnswers(), uid, requestId)),
    );
    const messages = results.map((result) => (result as PromiseRejectedResult).reason?.message);
    expect(messages.filter((message) => message === IN_PROGRESS)).toHaveLength(1);
    expect(messages.filter((message) => message === 'Error! Not enough balance available')).toHaveLength(9);

    await Promise.allSettled(requests.map((requestId) => withdrawWith(simulated, uid, requestId, later)));
    await Promise.allSettled(requests.map((requestId) => withdrawWith(simulated, uid, requestId, later)));
    expect(await movedTo('simulatedTransfers', accountId)).toEqual([20_099]);
    expect(await movedTo('simulatedPayouts', accountId)).toEqual([20_099]);
    expect(await balancePenceOf(uid)).toBe(0);
    await expectBalancedBooks(uid, accountId);
  });
});

describe('a withdrawal the provider declines', () => {
  it('gives the balance back once, however many runs see the decline', async () => {
    const { uid, accountId } = await payee(3_300);
    const requestId = fresh('req');
    await expect(withdrawWith(inProgressWithoutTransfer(), uid, requestId)).rejects.toThrow(IN_PROGRESS);
    await admin
      .doc(`simulatedAccounts/${accountId}`)
      .update({ failTransfers: 'Insufficient funds in Stripe account.' });

    const runs = await Promise.allSettled(
      Array.from({ length: 4 }, () => withdrawWith(simulated, uid, requestId, later)),
    );
    expect(runs.every((run) => run.status === 'rejected')).toBe(true);
    expect(await statusOf(uid, requestId)).toBe('failed');
    expect((await ledgerKinds(uid)).filter((kind) => kind === 'withdrawalReturned')).toHaveLength(1);
    expect(await balancePenceOf(uid)).toBe(3_300);
    expect(await movedTo('simulatedTransfers', accountId)).toEqual([]);
    await expectBalancedBooks(uid, accountId);

    // A failed withdrawal stays failed: the same request again does not send it.
    await admin.doc(`simulatedAccounts/${accountId}`).update({ failTransfers: null });
    await expect(withdrawWith(simulated, uid, requestId, later)).rejects.toThrow(
      'Insufficient funds in Stripe account.',
    );
    expect(await movedTo('simulatedTransfers', accountId)).toEqual([]);
  });
});

describe('the operator command', () => {
  it('resume-withdrawals reconciles an unknown transfer by hand, as the hourly sweep does', async () => {
    const { uid, accountId } = await payee(900);
    const requestId = fresh('req');
    const earlier = () => Date.now() - LATER_MS;
    await expect(withdrawWith(losingTransferAnswers(), uid, requestId, earlier)).rejects.toThrow(IN_PROGRESS);

    const result = await operator('resume-withdrawals');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /^Withdrawals: \d+ finished, \d+ refused by the provider, \d+ still unknown\.$/,
    );
    expect(await statusOf(uid, requestId)).toBe('paid');
    expect(await movedTo('simulatedTransfers', accountId)).toEqual([900]);
    expect(await movedTo('simulatedPayouts', accountId)).toEqual([900]);
    await expectBalancedBooks(uid, accountId);
  });
});
