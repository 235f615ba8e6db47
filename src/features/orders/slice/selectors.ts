import type { OrdersState } from './types';

// Typed against the slice alone so the feature does not depend on the app's RootState.
interface WithOrders {
  orders: OrdersState;
}

export const selectOrderList = (state: WithOrders) => state.orders.list;
export const selectOrderDetails = (state: WithOrders) => state.orders.details;
