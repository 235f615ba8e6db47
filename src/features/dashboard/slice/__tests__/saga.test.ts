import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel, type SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { currentYear } from '@/domain/statistics';
import { dashboardLoaded, dashboardLoadFailed, loadDashboard } from '../index';
import { dashboardSaga, loadDashboardSaga } from '../saga';
import { eventStatisticsOf, orderStatisticsOf } from './fixtures';

const statistics = vi.hoisted(() => ({ eventStatistics: vi.fn(), orderStatistics: vi.fn() }));
vi.mock('@/services/statistics.service', () => ({ statisticsService: statistics }));

// Runs one worker saga for one action and collects what it dispatches.
async function dispatched(run: () => SagaIterator): Promise<Action[]> {
  const out: Action[] = [];
  await runSaga({ dispatch: (action: Action) => void out.push(action) }, run).toPromise();
  return out;
}

beforeEach(() => {
  statistics.eventStatistics.mockReset();
  statistics.orderStatistics.mockReset();
});

describe('loadDashboardSaga', () => {
  it.each(['eventManager', 'venueOwner'] as const)(
    "loads this year's event and order statistics for a %s",
    async (role) => {
      const year = currentYear();
      const events = eventStatisticsOf();
      const orders = orderStatisticsOf();
      statistics.eventStatistics.mockResolvedValue(events);
      statistics.orderStatistics.mockResolvedValue(orders);
      expect(await dispatched(() => loadDashboardSaga(loadDashboard({ uid: 'u1', role })))).toEqual([
        dashboardLoaded({ uid: 'u1', year, events, orders }),
      ]);
      expect(statistics.eventStatistics).toHaveBeenCalledWith('u1', year);
      expect(statistics.orderStatistics).toHaveBeenCalledWith('u1', year);
    },
  );

  it('reads no order statistics for an organizer, who receives no orders', async () => {
    const events = eventStatisticsOf();
    statistics.eventStatistics.mockResolvedValue(events);
    expect(
      await dispatched(() => loadDashboardSaga(loadDashboard({ uid: 'u2', role: 'eventOrganizer' }))),
    ).toEqual([dashboardLoaded({ uid: 'u2', year: currentYear(), events, orders: null })]);
    expect(statistics.orderStatistics).not.toHaveBeenCalled();
  });

  it('reports a failed read with its message', async () => {
    statistics.eventStatistics.mockResolvedValue(eventStatisticsOf());
    statistics.orderStatistics.mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }),
    );
    expect(
      await dispatched(() => loadDashboardSaga(loadDashboard({ uid: 'u1', role: 'eventManager' }))),
    ).toEqual([dashboardLoadFailed('Missing or insufficient permissions.')]);
  });
});

describe('dashboardSaga', () => {
  it('lets the latest request win: an earlier one still in flight is dropped', async () => {
    const channel = stdChannel();
    const out: Action[] = [];
    const task = runSaga({ channel, dispatch: (action: Action) => void out.push(action) }, dashboardSaga);
    const first = eventStatisticsOf();
    const second = eventStatisticsOf();
    let finishFirst: (value: unknown) => void = () => {};
    statistics.eventStatistics
      .mockReturnValueOnce(new Promise((resolve) => (finishFirst = resolve)))
      .mockResolvedValueOnce(second);

    channel.put(loadDashboard({ uid: 'u1', role: 'eventOrganizer' }));
    channel.put(loadDashboard({ uid: 'u1', role: 'eventOrganizer' }));
    await vi.waitFor(() => expect(out).toHaveLength(1));
    finishFirst(first);
    await Promise.resolve();
    expect(out).toEqual([dashboardLoaded({ uid: 'u1', year: currentYear(), events: second, orders: null })]);
    task.cancel();
  });
});
