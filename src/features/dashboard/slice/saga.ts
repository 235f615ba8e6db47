import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import {
  currentYear,
  fetchesOrderStatistics,
  type EventStatistics,
  type OrderStatistics,
} from '@/domain/statistics';
import { errorMessage } from '@/lib/firebase/errors';
import { statisticsService } from '@/services/statistics.service';
import { dashboardLoaded, dashboardLoadFailed, loadDashboard } from './index';
import type { DashboardRequest } from './types';

export function* loadDashboardSaga(action: PayloadAction<DashboardRequest>): SagaIterator {
  const { uid, role } = action.payload;
  try {
    const year: number = yield call(currentYear);
    let events: EventStatistics;
    let orders: OrderStatistics | null = null;
    if (fetchesOrderStatistics(role)) {
      [events, orders] = yield all([
        call(statisticsService.eventStatistics, uid, year),
        call(statisticsService.orderStatistics, uid, year),
      ]);
    } else {
      events = yield call(statisticsService.eventStatistics, uid, year);
    }
    yield put(dashboardLoaded({ uid, year, events, orders }));
  } catch (error) {
    yield put(dashboardLoadFailed(errorMessage(error)));
  }
}

export function* dashboardSaga(): SagaIterator {
  // A newer request (a retry, or a quick revisit) supersedes one still in flight.
  yield takeLatest(loadDashboard.type, loadDashboardSaga);
}
