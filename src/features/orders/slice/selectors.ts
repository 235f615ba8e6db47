import type { OrdersState } from './types';

// Typed against the slice (and the session's uid) so the feature does not depend on the app's RootState.
interface WithOrders {
  orders: OrdersState;
}

interface WithSession {
  auth: { user: { id: string } | null };
}

export const selectOrderList = (state: WithOrders) => state.orders.list;
export const selectOrderDetails = (state: WithOrders) => state.orders.details;
export const selectSessionUid = (state: WithSession) => state.auth.user?.id ?? null;
