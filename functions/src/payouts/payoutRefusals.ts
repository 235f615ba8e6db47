// Every refusal of the payout callables, with the words the Payments page shows (the spec's where it has them).

export type PayoutRefusal =
  'inactive' | 'invalid' | 'no-balance' | 'in-progress' | 'provider' | 'simulated-only';

type RefusalCode = 'permission-denied' | 'invalid-argument' | 'failed-precondition' | 'aborted';

export const REFUSALS: Record<Exclude<PayoutRefusal, 'provider'>, [code: RefusalCode, message: string]> = {
  inactive: ['permission-denied', 'Only an active account can be paid out.'],
  invalid: ['invalid-argument', 'Invalid request.'],
  'no-balance': ['failed-precondition', 'Error! Not enough balance available'],
  'in-progress': ['aborted', 'Your withdrawal is being processed. Try again later!'],
  'simulated-only': [
    'failed-precondition',
    'Card details are collected by Stripe when Stripe is configured.',
  ],
};

/** A refusal, or a payment provider's error whose own text the page shows in its red alert. */
export class PayoutRefused extends Error {
  readonly code: RefusalCode;

  constructor(
    readonly reason: PayoutRefusal,
    providerMessage?: string,
  ) {
    const [code, message] =
      reason === 'provider'
        ? (['aborted', providerMessage ?? 'Sorry! Try again'] as const)
        : REFUSALS[reason];
    super(message);
    this.code = code;
    this.name = 'PayoutRefused';
  }
}
