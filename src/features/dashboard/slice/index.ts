import type { Refusal } from '@/lib/firebase/errors';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DashboardFigures, DashboardRequest, DashboardState } from './types';

export const initialDashboardState: DashboardState = {
  status: 'idle',
  error: null,
  figures: null,
};

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    // The previous figures stay while reloading so a revisit shows them at once instead of a spinner.
    loadDashboard(state, _action: PayloadAction<DashboardRequest>) {
      state.status = 'loading';
      state.error = null;
    },
    dashboardLoaded(state, action: PayloadAction<DashboardFigures>) {
      state.status = 'succeeded';
      state.figures = action.payload;
    },
    dashboardLoadFailed(state, action: PayloadAction<Refusal>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { loadDashboard, dashboardLoaded, dashboardLoadFailed } = dashboardSlice.actions;
export const dashboardReducer = dashboardSlice.reducer;
