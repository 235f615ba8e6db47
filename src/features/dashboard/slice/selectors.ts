import type { DashboardState } from './types';

// Typed against the slice alone so the feature does not depend on the app's RootState.
interface WithDashboard {
  dashboard: DashboardState;
}

export const selectDashboardStatus = (state: WithDashboard) => state.dashboard.status;
export const selectDashboardError = (state: WithDashboard) => state.dashboard.error;
export const selectDashboardFigures = (state: WithDashboard) => state.dashboard.figures;
export const selectEventStatistics = (state: WithDashboard) => state.dashboard.figures?.events ?? null;
export const selectOrderStatistics = (state: WithDashboard) => state.dashboard.figures?.orders ?? null;
