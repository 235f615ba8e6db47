import type { PayloadAction } from '@reduxjs/toolkit';

import { all, call, put, select, takeLatest } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { firebaseErrorCode } from '@/lib/firebase/errors';
import { ordersService } from '@/services/orders.service';
import { loadOrder, loadOrders, orderLoaded, orderLoadFailed, ordersLoaded, ordersLoadFailed } from './index';
import { selectSessionUid } from '@/app/session';
import { signedInUid } from '@/lib/firebase/signInFirst';
import type { LoadOrderRequest, LoadOrdersRequest } from './types';

// The rules refuse a read of an order that does not exist as they refuse one of another account's order, so both
// answers mean the same to the page: there is nothing here this account may see.
const NOT_READABLE = new Set(['permission-denied', 'not-found']);

export function* loadOrdersSaga(action: PayloadAction<LoadOrdersRequest>): SagaGenerator<void> {
  const cursor = action.payload.cursor ?? null;
  try {
    const uid = signedInUid(yield* select(selectSessionUid));
    const page = yield* call(ordersService.listReceived, uid, cursor);
    yield* put(ordersLoaded({ ...page, append: cursor !== null }));
  } catch {
    yield* put(ordersLoadFailed());
  }
}

export function* loadOrderSaga(action: PayloadAction<LoadOrderRequest>): SagaGenerator<void> {
  const { id } = action.payload;
  try {
    const order = yield* call(ordersService.get, id);
    yield* put(orderLoaded({ id, order }));
  } catch (error) {
    const code = firebaseErrorCode(error)?.replace(/^firestore\//, '');
    yield* put(code && NOT_READABLE.has(code) ? orderLoaded({ id, order: null }) : orderLoadFailed(id));
  }
}

export function* ordersSaga(): SagaGenerator<void> {
  // takeLatest: a newer request (another page, another order) supersedes one still running.
  yield* all([takeLatest(loadOrders.type, loadOrdersSaga), takeLatest(loadOrder.type, loadOrderSaga)]);
}
