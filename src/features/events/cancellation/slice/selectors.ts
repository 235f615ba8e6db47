import type { CancellationState } from './types';

// Typed against this slice's place in the events feature's state, so it does not depend on the app's RootState.
interface WithCancellation {
  events: { cancellation: CancellationState };
}

export const selectCancellation = (state: WithCancellation) => state.events.cancellation;
