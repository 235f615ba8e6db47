import type { Refusal } from '@/lib/firebase/errors';
import type {
  LedgerEntry,
  PaymentEventRow,
  PayoutAccountView,
  PayoutCard,
  WithdrawOutcome,
} from '@/domain/payments';
import type { PlatformEvent } from '@/domain/entities';

export type { LedgerEntry, PaymentEventRow, PayoutAccountView, PayoutCard, WithdrawOutcome };

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The card to attach: the simulated form's details (offline), or a token Stripe Elements made in the browser. */
export type NewCard =
  | { kind: 'details'; cardNumber: string; expMonth: number; expYear: number; cvc: string }
  | { kind: 'token'; cardToken: string };

/** What the last press of Transfer to Bank Account came to, for the banner under the balance. */
export type WithdrawalNotice =
  | { kind: 'paid'; amountPence: number }
  | { kind: 'verificationPending' }
  | { kind: 'onboarding'; url: string }
  | { kind: 'failed'; failure: Refusal };

export interface PaymentsState {
  overview: {
    status: LoadStatus;
    events: PaymentEventRow[];
    statement: LedgerEntry[];
    error: Refusal | null;
  };
  account: { status: LoadStatus; data: PayoutAccountView | null; error: Refusal | null };
  withdrawal: { running: boolean; notice: WithdrawalNotice | null };
  cardForm: { open: boolean; saving: boolean; error: Refusal | null };
  details: {
    eventId: string | null;
    status: LoadStatus;
    event: PlatformEvent | null;
    entries: LedgerEntry[];
    error: Refusal | null;
  };
}
