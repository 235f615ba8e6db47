import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { connectionChanged, syncQueue } from './index';

/** Whether the browser believes it has a connection; a saga calls it, so tests can say either. */
export const browserOnline = () => navigator.onLine;

function connectionChannel(): EventChannel<boolean> {
  return eventChannel((emit) => {
    const online = () => emit(true);
    const offline = () => emit(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

/** Follows the browser's connection; when it returns, the queued scans are sent. */
export function* watchConnectionSaga(): SagaGenerator<void> {
  const channel = yield* call(connectionChannel);
  try {
    while (true) {
      const online: boolean = yield* take(channel);
      yield* put(connectionChanged(online));
      if (online) yield* put(syncQueue());
    }
  } finally {
    channel.close();
  }
}
