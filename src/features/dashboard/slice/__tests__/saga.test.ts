import { failedWith } from '@/testing/failures';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { currentYear, emptySeries } from '@/domain/statistics';
import { dashboardLoaded, dashboardLoadFailed, loadDashboard } from '../index';
import { dashboardSaga, loadDashboardSaga } from '../saga';
import { eventStatisticsOf, orderStatisticsOf, storedStatisticsOf } from './fixtures';
import { dispatchedBy, sagaHarness } from '@/testing/sagaHarness';

const statistics = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/services/statistics.service', () => ({ statisticsService: statistics }));

// Runs one worker saga for one action and collects what it dispatches.
function dispatched(run: () => SagaIterator): Promise<Action[]> {
  return dispatchedBy(run);
}

beforeEach(() => {
  statistics.get.mockReset();
});

describe('loadDashboardSaga', () => {
  it.each(['eventManager', 'venueOwner'] as const)(
    "shows this year's event and order figures of a %s from one statistics document",
    async (role) => {
      const year = currentYear();
      statistics.get.mockResolvedValue(storedStatisticsOf(year));
      expect(await dispatched(() => loadDashboardSaga(loadDashboard({ uid: 'u1', role })))).toEqual([
        dashboardLoaded({ uid: 'u1', year, events: eventStatisticsOf(), orders: orderStatisticsOf() }),
      ]);
      expect(statistics.get).toHaveBeenCalledTimes(1);
      expect(statistics.get).toHaveBeenCalledWith('u1');
    },
  );

  it('gives an organizer, who receives no orders, no order figures', async () => {
    statistics.get.mockResolvedValue(storedStatisticsOf(currentYear()));
    expect(
      await dispatched(() => loadDashboardSaga(loadDashboard({ uid: 'u2', role: 'eventOrganizer' }))),
    ).toEqual([
      dashboardLoaded({ uid: 'u2', year: currentYear(), events: eventStatisticsOf(), orders: null }),
    ]);
  });

  it("charts only this year's months: last year's figures stay out of the series", async () => {
    statistics.get.mockResolvedValue(storedStatisticsOf(currentYear() - 1));
    const [loaded] = await dispatched(() =>
      loadDashboardSaga(loadDashboard({ uid: 'u1', role: 'eventManager' })),
    );
    expect(loaded).toEqual(
      dashboardLoaded({
        uid: 'u1',
        year: currentYear(),
        events: eventStatisticsOf({ monthlyEvents: emptySeries(), monthlyRevenue: emptySeries() }),
        orders: orderStatisticsOf({
          recievedOrdersStats: emptySeries(),
          recievedOrdersIncome: emptySeries(),
        }),
      }),
    );
  });

  it('shows zeros for an account nothing has been counted for yet', async () => {
    statistics.get.mockResolvedValue(null);
    const [loaded] = await dispatched(() =>
      loadDashboardSaga(loadDashboard({ uid: 'new', role: 'eventManager' })),
    );
    expect(loaded).toEqual(
      dashboardLoaded({
        uid: 'new',
        year: currentYear(),
        events: {
          activeEvents: 0,
          totalEvents: 0,
          revenue: 0,
          monthlyEvents: emptySeries(),
          monthlyRevenue: emptySeries(),
        },
        orders: {
          activeOrders: 0,
          totalOrders: 0,
          revenue: 0,
          recievedOrdersStats: emptySeries(),
          recievedOrdersIncome: emptySeries(),
        },
      }),
    );
  });

  it('reports a failed read with its message', async () => {
    statistics.get.mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }),
    );
    expect(
      await dispatched(() => loadDashboardSaga(loadDashboard({ uid: 'u1', role: 'eventManager' }))),
    ).toEqual([dashboardLoadFailed(failedWith('Missing or insufficient permissions.'))]);
  });
});

describe('dashboardSaga', () => {
  it('lets the latest request win: an earlier one still in flight is dropped', async () => {
    const harness = sagaHarness();
    const out = harness.actions;
    const task = harness.start(dashboardSaga);
    const year = currentYear();
    let finishFirst: (value: unknown) => void = () => {};
    statistics.get
      .mockReturnValueOnce(new Promise((resolve) => (finishFirst = resolve)))
      .mockResolvedValueOnce(storedStatisticsOf(year));

    harness.put(loadDashboard({ uid: 'u1', role: 'eventOrganizer' }));
    harness.put(loadDashboard({ uid: 'u1', role: 'eventOrganizer' }));
    await vi.waitFor(() => expect(out).toHaveLength(1));
    finishFirst(null);
    await Promise.resolve();
    expect(out).toEqual([dashboardLoaded({ uid: 'u1', year, events: eventStatisticsOf(), orders: null })]);
    task.cancel();
  });
});
