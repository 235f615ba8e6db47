import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import {
  currentYear,
  eventStatisticsOf,
  fetchesOrderStatistics,
  orderStatisticsOf,
} from '@/domain/statistics';
import { errorMessage } from '@/lib/firebase/errors';
import { statisticsService, type StoredStatistics } from '@/services/statistics.service';
import { dashboardLoaded, dashboardLoadFailed, loadDashboard } from './index';
import type { DashboardRequest } from './types';

export function* loadDashboardSaga(action: PayloadAction<DashboardRequest>): SagaIterator {
  const { uid, role } = action.payload;
  try {
    const year: number = yield call(currentYear);
    const statistics: StoredStatistics | null = yield call(statisticsService.get, uid);
    yield put(
      dashboardLoaded({
        uid,
        year,
        events: eventStatisticsOf(statistics, year),
        orders: fetchesOrderStatistics(role) ? orderStatisticsOf(statistics, year) : null,
      }),
    );
  } catch (error) {
    yield put(dashboardLoadFailed(errorMessage(error)));
  }
}

export function* dashboardSaga(): SagaIterator {
  // A newer request (a retry, or a quick revisit) supersedes one still in flight.
  yield takeLatest(loadDashboard.type, loadDashboardSaga);
}
