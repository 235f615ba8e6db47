import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import {
  currentYear,
  eventStatisticsOf,
  fetchesOrderStatistics,
  orderStatisticsOf,
} from '@/domain/statistics';
import { failureOf } from '@/lib/firebase/errors';
import { statisticsService } from '@/services/statistics.service';
import { dashboardLoaded, dashboardLoadFailed, loadDashboard } from './index';
import type { DashboardRequest } from './types';

export function* loadDashboardSaga(action: PayloadAction<DashboardRequest>): SagaGenerator<void> {
  const { uid, role } = action.payload;
  try {
    const year = yield* call(currentYear);
    const statistics = yield* call(statisticsService.get, uid);
    yield* put(
      dashboardLoaded({
        uid,
        year,
        events: eventStatisticsOf(statistics, year),
        orders: fetchesOrderStatistics(role) ? orderStatisticsOf(statistics, year) : null,
      }),
    );
  } catch (error) {
    yield* put(dashboardLoadFailed(failureOf(error)));
  }
}

export function* dashboardSaga(): SagaGenerator<void> {
  // A newer request (a retry, or a quick revisit) supersedes one still in flight.
  yield* takeLatest(loadDashboard.type, loadDashboardSaga);
}
