import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { Order } from '@/domain/entities';
import { firebaseErrorCode } from '@/lib/firebase/errors';
import type { Page } from '@/services/cursor';
import { ordersService } from '@/services/orders.service';
import { loadOrder, loadOrders, orderLoaded, orderLoadFailed, ordersLoaded, ordersLoadFailed } from './index';
import { selectSessionUid } from '@/app/session';
import type { LoadOrderRequest, LoadOrdersRequest } from './types';

// The rules refuse a read of an order that does not exist as they refuse one of another account's order, so both
// answers mean the same to the page: there is nothing here this account may see.
const NOT_READABLE = new Set(['permission-denied', 'not-found']);

export function* loadOrdersSaga(action: PayloadAction<LoadOrdersRequest>): SagaIterator {
  const cursor = action.payload.cursor ?? null;
  try {
    const uid: string | null = yield select(selectSessionUid);
    if (!uid) throw new Error('Not signed in');
    const page: Page<Order> = yield call(ordersService.listReceived, uid, cursor);
    yield put(ordersLoaded({ ...page, append: cursor !== null }));
  } catch {
    yield put(ordersLoadFailed());
  }
}

export function* loadOrderSaga(action: PayloadAction<LoadOrderRequest>): SagaIterator {
  const { id } = action.payload;
  try {
    const order: Order | null = yield call(ordersService.get, id);
    yield put(orderLoaded({ id, order }));
  } catch (error) {
    const code = firebaseErrorCode(error)?.replace(/^firestore\//, '');
    yield put(code && NOT_READABLE.has(code) ? orderLoaded({ id, order: null }) : orderLoadFailed(id));
  }
}

export function* ordersSaga(): SagaIterator {
  // takeLatest: a newer request (another page, another order) supersedes one still running.
  yield all([takeLatest(loadOrders.type, loadOrdersSaga), takeLatest(loadOrder.type, loadOrderSaga)]);
}
