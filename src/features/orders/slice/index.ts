import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Order } from '@/domain/entities';
import type { LoadOrderRequest, LoadOrdersRequest, OrdersPage, OrdersState } from './types';

export const initialOrdersState: OrdersState = {
  list: { status: 'idle', items: [], cursor: null },
  details: { status: 'idle', id: null, order: null },
};

const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    // Rows already shown stay on screen while the first page reloads or a further page loads.
    loadOrders(state, _action: PayloadAction<LoadOrdersRequest>) {
      state.list.status = 'loading';
    },
    ordersLoaded(state, action: PayloadAction<OrdersPage>) {
      const { items, cursor, append } = action.payload;
      state.list.status = 'succeeded';
      state.list.items = append ? [...state.list.items, ...items] : items;
      state.list.cursor = cursor;
    },
    ordersLoadFailed(state) {
      state.list.status = 'failed';
    },
    loadOrder(state, action: PayloadAction<LoadOrderRequest>) {
      const { id, known } = action.payload;
      const details = state.details;
      details.status = 'loading';
      if (known) details.order = known;
      else if (details.id !== id) details.order = null;
      details.id = id;
    },
    orderLoaded(state, action: PayloadAction<{ id: string; order: Order | null }>) {
      if (state.details.id !== action.payload.id) return;
      state.details.status = 'succeeded';
      state.details.order = action.payload.order;
    },
    orderLoadFailed(state, action: PayloadAction<string>) {
      if (state.details.id === action.payload) state.details.status = 'failed';
    },
  },
});

export const { loadOrders, ordersLoaded, ordersLoadFailed, loadOrder, orderLoaded, orderLoadFailed } =
  ordersSlice.actions;

export const ordersReducer = ordersSlice.reducer;
