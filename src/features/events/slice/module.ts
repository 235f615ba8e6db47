import { combineReducers } from '@reduxjs/toolkit';
import { all, call } from 'typed-redux-saga';
import type { FeatureModule } from '@/app/featureModule';
import { cancellationReducer } from '@/features/events/cancellation/slice';
import { cancellationSaga } from '@/features/events/cancellation/slice/saga';
import { ticketsReducer } from '@/features/events/tickets/slice';
import { ticketsSaga } from '@/features/events/tickets/slice/saga';
import { eventsReducer } from './index';
import { eventsSaga } from './saga';

// The feature's slices, each with one job, listed once: state.events.<key> is each slice's state.
const eventsFeatureReducer = combineReducers({
  /** My Events, an event's details, deleting, and the feature's notices. */
  events: eventsReducer,
  /** Cancelling an event and its refunds' progress. */
  cancellation: cancellationReducer,
  /** The owner's tickets table, live occupancy, refunds of a purchase and the waitlist. */
  tickets: ticketsReducer,
});

function* eventsFeatureSaga() {
  yield* all([call(eventsSaga), call(cancellationSaga), call(ticketsSaga)]);
}

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    events: ReturnType<typeof eventsFeatureReducer>;
  }
}

/** The events feature's one registration: its slices and sagas, injected together when one of its pages first loads. */
export const eventsModule = {
  reducerPath: 'events',
  reducer: eventsFeatureReducer,
  saga: eventsFeatureSaga,
} as const satisfies FeatureModule<'events'>;
