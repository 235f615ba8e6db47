import type { TicketShopState } from './types';

// Typed against the slice so the feature does not depend on the app's RootState.
interface WithTicketShop {
  ticketShop: TicketShopState;
}

export const selectSale = (state: WithTicketShop) => state.ticketShop.sale;
export const selectBuy = (state: WithTicketShop) => state.ticketShop.buy;
export const selectPurchase = (state: WithTicketShop) => state.ticketShop.purchase;
export const selectWaitlistJoin = (state: WithTicketShop) => state.ticketShop.waitlist;
export const selectWaitlistOffer = (state: WithTicketShop) => state.ticketShop.offer;
