import type { Refusal } from '@/lib/firebase/errors';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlatformEvent } from '@/domain/entities';
import type {
  LedgerEntry,
  NewCard,
  PaymentEventRow,
  PaymentsState,
  PayoutAccountView,
  PayoutCard,
  WithdrawalNotice,
} from './types';

export const initialPaymentsState: PaymentsState = {
  overview: { status: 'idle', events: [], statement: [], error: null },
  account: { status: 'idle', data: null, error: null },
  withdrawal: { running: false, notice: null },
  cardForm: { open: false, saving: false, error: null },
  details: { eventId: null, status: 'idle', event: null, entries: [], error: null },
};

const paymentsSlice = createSlice({
  name: 'payments',
  initialState: initialPaymentsState,
  reducers: {
    loadPayments(state) {
      state.overview.status = 'loading';
      state.overview.error = null;
    },
    paymentsLoaded(state, action: PayloadAction<{ events: PaymentEventRow[]; statement: LedgerEntry[] }>) {
      state.overview = { status: 'succeeded', ...action.payload, error: null };
    },
    paymentsLoadFailed(state, action: PayloadAction<Refusal>) {
      state.overview.status = 'failed';
      state.overview.error = action.payload;
    },
    loadPayoutAccount(state) {
      state.account.status = 'loading';
      state.account.error = null;
    },
    payoutAccountLoaded(state, action: PayloadAction<PayoutAccountView>) {
      state.account = { status: 'succeeded', data: action.payload, error: null };
    },
    payoutAccountLoadFailed(state, action: PayloadAction<Refusal>) {
      state.account.status = 'failed';
      state.account.error = action.payload;
    },
    withdraw(state) {
      state.withdrawal = { running: true, notice: null };
    },
    /** The withdrawal ended with a message to show (needing a card opens the form instead). */
    withdrawalFinished(state, action: PayloadAction<WithdrawalNotice | null>) {
      state.withdrawal = { running: false, notice: action.payload };
    },
    openCardForm(state) {
      state.cardForm = { open: true, saving: false, error: null };
    },
    closeCardForm(state) {
      state.cardForm = initialPaymentsState.cardForm;
    },
    addCard(state, _action: PayloadAction<NewCard>) {
      state.cardForm.saving = true;
      state.cardForm.error = null;
    },
    cardAdded(state, action: PayloadAction<PayoutCard>) {
      state.cardForm = initialPaymentsState.cardForm;
      const cards = (state.account.data?.cards ?? []).filter((card) => card.id !== action.payload.id);
      state.account.data = {
        accountId: state.account.data?.accountId ?? null,
        capabilitiesActive: false,
        verificationPending: false,
        ...state.account.data,
        cards: [...cards, action.payload],
      };
    },
    cardAddFailed(state, action: PayloadAction<Refusal>) {
      state.cardForm.saving = false;
      state.cardForm.error = action.payload;
    },
    loadPaymentDetails(state, action: PayloadAction<string>) {
      state.details = { eventId: action.payload, status: 'loading', event: null, entries: [], error: null };
    },
    paymentDetailsLoaded(
      state,
      action: PayloadAction<{ eventId: string; event: PlatformEvent | null; entries: LedgerEntry[] }>,
    ) {
      if (state.details.eventId !== action.payload.eventId) return;
      state.details = { ...action.payload, status: 'succeeded', error: null };
    },
    paymentDetailsLoadFailed(state, action: PayloadAction<{ eventId: string; failure: Refusal }>) {
      if (state.details.eventId !== action.payload.eventId) return;
      state.details.status = 'failed';
      state.details.error = action.payload.failure;
    },
    /** Leaving the page forgets its banners and the open form. */
    paymentsReset(state) {
      state.withdrawal = initialPaymentsState.withdrawal;
      state.cardForm = initialPaymentsState.cardForm;
    },
  },
});

export const {
  loadPayments,
  paymentsLoaded,
  paymentsLoadFailed,
  loadPayoutAccount,
  payoutAccountLoaded,
  payoutAccountLoadFailed,
  withdraw,
  withdrawalFinished,
  openCardForm,
  closeCardForm,
  addCard,
  cardAdded,
  cardAddFailed,
  loadPaymentDetails,
  paymentDetailsLoaded,
  paymentDetailsLoadFailed,
  paymentsReset,
} = paymentsSlice.actions;

export const paymentsReducer = paymentsSlice.reducer;
