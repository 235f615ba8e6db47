import { all, fork } from 'redux-saga/effects';
import { authSaga } from '@/features/auth/slice/saga';
import { layoutSaga } from '@/features/layout/slice/saga';

// Feature sagas start with their feature module (see store.ts).
export function* rootSaga() {
  yield all([fork(authSaga), fork(layoutSaga)]);
}
