import { describe, expect, it } from 'vitest';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { currentYear } from '@/domain/statistics';
import { statisticsService } from '@/services/statistics.service';
import { dashboardLoaded, dashboardLoadFailed, loadDashboard } from '../index';
import { dashboardSaga, loadDashboardSaga } from '../saga';
import { eventStatisticsOf, orderStatisticsOf } from './fixtures';

describe('loadDashboardSaga', () => {
  it.each(['eventManager', 'venueOwner'] as const)('fetches event and order statistics for a %s', (role) => {
    const events = eventStatisticsOf();
    const orders = orderStatisticsOf();
    const saga = loadDashboardSaga(loadDashboard({ uid: 'u1', role }));
    expect(saga.next().value).toEqual(call(currentYear));
    expect(saga.next(2025).value).toEqual(
      all([
        call(statisticsService.eventStatistics, 'u1', 2025),
        call(statisticsService.orderStatistics, 'u1', 2025),
      ]),
    );
    expect(saga.next([events, orders]).value).toEqual(
      put(dashboardLoaded({ uid: 'u1', year: 2025, events, orders })),
    );
    expect(saga.next().done).toBe(true);
  });

  it('does not fetch order statistics for an organizer', () => {
    const events = eventStatisticsOf();
    const saga = loadDashboardSaga(loadDashboard({ uid: 'u2', role: 'eventOrganizer' }));
    saga.next();
    expect(saga.next(2026).value).toEqual(call(statisticsService.eventStatistics, 'u2', 2026));
    expect(saga.next(events).value).toEqual(
      put(dashboardLoaded({ uid: 'u2', year: 2026, events, orders: null })),
    );
    expect(saga.next().done).toBe(true);
  });

  it('reports a failure with its message', () => {
    const saga = loadDashboardSaga(loadDashboard({ uid: 'u1', role: 'eventManager' }));
    saga.next();
    saga.next(2025);
    const error = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    expect(saga.throw(error).value).toEqual(put(dashboardLoadFailed('Missing or insufficient permissions.')));
    expect(saga.next().done).toBe(true);
  });
});

describe('dashboardSaga', () => {
  it('lets the latest request win', () => {
    expect(dashboardSaga().next().value).toEqual(takeLatest(loadDashboard.type, loadDashboardSaga));
  });
});
