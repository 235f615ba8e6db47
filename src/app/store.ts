import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { authReducer } from '@/features/auth/slice';
import { availabilityReducer } from '@/features/availability/slice';
import { dashboardReducer } from '@/features/dashboard/slice';
import { directoryReducer } from '@/features/directory/slice';
import { layoutReducer } from '@/features/layout/slice';
import { profileReducer } from '@/features/profile/slice';
import { venuesReducer } from '@/features/venues/slice';
import { rootSaga } from './root-saga';

export const rootReducer = combineReducers({
  auth: authReducer,
  availability: availabilityReducer,
  dashboard: dashboardReducer,
  directory: directoryReducer,
  layout: layoutReducer,
  profile: profileReducer,
  venues: venuesReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: [/^payload\.files/] } }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
