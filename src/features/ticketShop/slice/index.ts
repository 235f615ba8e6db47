import type { Refusal } from '@/lib/firebase/errors';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BuyTicketsResult, TicketPurchaseView, TicketSaleView } from '@/domain/ticketSale';
import type { BankAnswer } from '@/domain/bankCheck';
import type { WaitlistOffer, WaitlistOfferLink } from '@/domain/waitlist';
import type { BuySubmission, LoadPurchaseRequest, TicketShopState, WaitlistOrder } from './types';

export const initialTicketShopState: TicketShopState = {
  sale: { status: 'idle', eventId: null, sale: null, failure: null },
  buy: {
    status: 'idle',
    failure: null,
    requestId: null,
    fingerprint: null,
    result: null,
    bankCheck: null,
    retries: 0,
  },
  purchase: { status: 'idle', purchaseId: null, purchase: null, failure: null },
  waitlist: { status: 'idle', failure: null, packageIndex: null, position: null },
  offer: { status: 'idle', link: null, offer: null, failure: null },
};

const sameLink = (a: WaitlistOfferLink | null, b: WaitlistOfferLink) =>
  a?.entryId === b.entryId && a.key === b.key;

const ticketShopSlice = createSlice({
  name: 'ticketShop',
  initialState: initialTicketShopState,
  reducers: {
    // The same event stays on screen while it reloads (after a refused purchase, say), so the form keeps its values.
    loadSale(state, action: PayloadAction<string>) {
      const sale = state.sale;
      if (sale.eventId !== action.payload) sale.sale = null;
      sale.status = 'loading';
      sale.eventId = action.payload;
      sale.failure = null;
    },
    saleLoaded(state, action: PayloadAction<{ eventId: string; sale: TicketSaleView | null }>) {
      if (state.sale.eventId !== action.payload.eventId) return;
      state.sale.status = 'succeeded';
      state.sale.sale = action.payload.sale;
    },
    saleLoadFailed(state, action: PayloadAction<{ eventId: string; failure: Refusal }>) {
      if (state.sale.eventId !== action.payload.eventId) return;
      state.sale.status = 'failed';
      state.sale.failure = action.payload.failure;
    },
    buyTickets(state, _action: PayloadAction<BuySubmission>) {
      state.buy.status = 'pending';
      state.buy.failure = null;
      state.buy.result = null;
      state.buy.retries = 0;
    },
    // The purchase timed out or the server was busy: the same request (same id) goes again, so it sells once.
    buyRetrying(state) {
      state.buy.retries += 1;
    },
    buyRequestPrepared(state, action: PayloadAction<{ requestId: string; fingerprint: string }>) {
      state.buy.requestId = action.payload.requestId;
      state.buy.fingerprint = action.payload.fingerprint;
    },
    // Bought: the next purchase is a new one, with an id of its own. The event's tickets left changed, so its view
    // stays on screen but is no longer current (idle): the event page loads it again when next opened.
    ticketsBought(state, action: PayloadAction<BuyTicketsResult>) {
      state.buy = { ...initialTicketShopState.buy, status: 'succeeded', result: action.payload };
      if (state.sale.status === 'succeeded') state.sale.status = 'idle';
    },
    buyFailed(state, action: PayloadAction<Refusal>) {
      state.buy.status = 'failed';
      state.buy.retries = 0;
      state.buy.failure = action.payload;
      state.buy.bankCheck = null;
    },
    buyBankCheckRequired(state, action: PayloadAction<string>) {
      state.buy.bankCheck = action.payload;
    },
    buyBankCheckAnswered(state, _action: PayloadAction<BankAnswer>) {
      state.buy.bankCheck = null;
    },
    // The bank refused this payment: trying again, with this card or another, is a new purchase with a new id.
    buyRequestForgotten(state) {
      state.buy.requestId = null;
      state.buy.fingerprint = null;
    },
    buyReset(state) {
      if (state.buy.status !== 'pending') state.buy = initialTicketShopState.buy;
    },
    loadPurchase(state, action: PayloadAction<LoadPurchaseRequest>) {
      const purchase = state.purchase;
      if (purchase.purchaseId !== action.payload.purchaseId) purchase.purchase = null;
      purchase.status = 'loading';
      purchase.purchaseId = action.payload.purchaseId;
      purchase.failure = null;
    },
    purchaseLoaded(
      state,
      action: PayloadAction<{ purchaseId: string; purchase: TicketPurchaseView | null }>,
    ) {
      if (state.purchase.purchaseId !== action.payload.purchaseId) return;
      state.purchase.status = 'succeeded';
      state.purchase.purchase = action.payload.purchase;
    },
    purchaseLoadFailed(state, action: PayloadAction<{ purchaseId: string; failure: Refusal }>) {
      if (state.purchase.purchaseId !== action.payload.purchaseId) return;
      state.purchase.status = 'failed';
      state.purchase.failure = action.payload.failure;
    },
    joinWaitlist(state, _action: PayloadAction<WaitlistOrder>) {
      state.waitlist = { ...initialTicketShopState.waitlist, status: 'pending' };
    },
    waitlistJoined(state, action: PayloadAction<{ packageIndex: number; position: number }>) {
      state.waitlist = { status: 'succeeded', failure: null, ...action.payload };
    },
    waitlistJoinFailed(state, action: PayloadAction<Refusal>) {
      state.waitlist = { ...initialTicketShopState.waitlist, status: 'failed', failure: action.payload };
    },
    waitlistReset(state) {
      if (state.waitlist.status !== 'pending') state.waitlist = initialTicketShopState.waitlist;
    },
    loadWaitlistOffer(state, action: PayloadAction<WaitlistOfferLink>) {
      state.offer = { status: 'loading', link: action.payload, offer: null, failure: null };
    },
    waitlistOfferLoaded(state, action: PayloadAction<{ link: WaitlistOfferLink; offer: WaitlistOffer }>) {
      if (!sameLink(state.offer.link, action.payload.link)) return;
      state.offer.status = 'succeeded';
      state.offer.offer = action.payload.offer;
    },
    waitlistOfferFailed(state, action: PayloadAction<{ link: WaitlistOfferLink; failure: Refusal }>) {
      if (!sameLink(state.offer.link, action.payload.link)) return;
      state.offer.status = 'failed';
      state.offer.failure = action.payload.failure;
    },
    // The page left: coming back reads the link again (its tickets may be bought or passed on by then).
    waitlistOfferClosed(state) {
      state.offer = initialTicketShopState.offer;
    },
  },
});

export const {
  loadSale,
  saleLoaded,
  saleLoadFailed,
  buyTickets,
  buyRetrying,
  buyRequestPrepared,
  ticketsBought,
  buyFailed,
  buyBankCheckRequired,
  buyBankCheckAnswered,
  buyRequestForgotten,
  buyReset,
  loadPurchase,
  purchaseLoaded,
  purchaseLoadFailed,
  joinWaitlist,
  waitlistJoined,
  waitlistJoinFailed,
  waitlistReset,
  loadWaitlistOffer,
  waitlistOfferLoaded,
  waitlistOfferFailed,
  waitlistOfferClosed,
} = ticketShopSlice.actions;

export const ticketShopReducer = ticketShopSlice.reducer;
