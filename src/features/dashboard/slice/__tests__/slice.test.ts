import { failedWith } from '@/testing/failures';
import { describe, expect, it } from 'vitest';
import {
  dashboardLoaded,
  dashboardLoadFailed,
  dashboardReducer,
  initialDashboardState,
  loadDashboard,
} from '..';
import {
  selectDashboardError,
  selectDashboardFigures,
  selectDashboardStatus,
  selectEventStatistics,
  selectOrderStatistics,
} from '../selectors';
import { figuresOf } from './fixtures';

const request = loadDashboard({ uid: 'user-1', role: 'eventManager' });

describe('dashboard slice', () => {
  it('starts idle with no figures', () => {
    expect(dashboardReducer(undefined, { type: 'test/init' })).toEqual({
      status: 'idle',
      error: null,
      figures: null,
    });
  });

  it('loads, then holds the figures', () => {
    const loading = dashboardReducer(initialDashboardState, request);
    expect(loading).toEqual({ status: 'loading', error: null, figures: null });
    const figures = figuresOf();
    expect(dashboardReducer(loading, dashboardLoaded(figures))).toEqual({
      status: 'succeeded',
      error: null,
      figures,
    });
  });

  it('keeps the previous figures while reloading and after a failed reload', () => {
    const figures = figuresOf();
    const loaded = dashboardReducer(initialDashboardState, dashboardLoaded(figures));
    const reloading = dashboardReducer(loaded, request);
    expect(reloading.figures).toBe(figures);
    const failed = dashboardReducer(reloading, dashboardLoadFailed(failedWith('offline')));
    expect(failed).toEqual({ status: 'failed', error: failedWith('offline'), figures });
    expect(dashboardReducer(failed, request).error).toBeNull();
  });
});

describe('dashboard selectors', () => {
  it('read the slice', () => {
    const figures = figuresOf({ orders: null });
    const state = { dashboard: { status: 'succeeded' as const, error: null, figures } };
    expect(selectDashboardStatus(state)).toBe('succeeded');
    expect(selectDashboardError(state)).toBeNull();
    expect(selectDashboardFigures(state)).toBe(figures);
    expect(selectEventStatistics(state)).toBe(figures.events);
    expect(selectOrderStatistics(state)).toBeNull();
    expect(selectEventStatistics({ dashboard: initialDashboardState })).toBeNull();
  });
});
