import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga, type Task } from 'redux-saga';

export interface SagaHarnessOptions<State> {
  /** What the saga's select() reads. */
  state?: State;
  /** Folds each action the saga dispatches into the state, as the store's reducer would. */
  reducer?: (state: State, action: Action) => State;
  /** Told of an error the saga does not catch, instead of the console (the task's promise rejects either way). */
  onError?: (error: Error) => void;
}

export interface SagaHarness<State> {
  /** Every action the sagas dispatched, in order. */
  readonly actions: Action[];
  /** The state now: the starting state, with the dispatched actions folded in when there is a reducer. */
  readonly state: State;
  /** Starts a saga; its task ends when the saga returns (toPromise() gives its result), or on cancel(). */
  start<Args extends unknown[]>(saga: Saga<Args>, ...args: Args): Task;
  /**
   * An action from outside, as a page dispatches it: folded into the state (when there is a reducer), then handed to
   * the sagas; not recorded in `actions`.
   */
  put(action: Action): void;
}

/**
 * A saga's surroundings without a store: it reads `state`, and what it dispatches is recorded and reaches the sagas
 * again (as the saga middleware passes every dispatched action on), so a watcher sees its own workers' results.
 */
export function sagaHarness<State = unknown>({
  state,
  reducer,
  onError,
}: SagaHarnessOptions<State> = {}): SagaHarness<State> {
  const actions: Action[] = [];
  const channel = stdChannel<Action>();
  let current = state as State;
  const io = {
    channel,
    dispatch: (action: Action) => {
      actions.push(action);
      if (reducer) current = reducer(current, action);
      channel.put(action);
    },
    getState: () => current,
    ...(onError ? { onError } : {}),
  };
  return {
    actions,
    get state() {
      return current;
    },
    start: (saga, ...args) => runSaga(io, saga, ...args),
    put: (action) => {
      if (reducer) current = reducer(current, action);
      channel.put(action);
    },
  };
}

/** Runs a saga to its end and returns what it dispatched, in order. */
export async function dispatchedBy<Args extends unknown[], State = unknown>(
  saga: Saga<Args>,
  options: SagaHarnessOptions<State> = {},
  ...args: Args
): Promise<Action[]> {
  const harness = sagaHarness(options);
  await harness.start(saga, ...args).toPromise();
  return harness.actions;
}
