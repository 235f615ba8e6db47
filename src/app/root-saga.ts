import { all, fork } from 'redux-saga/effects';
import { authSaga } from '@/features/auth/slice/saga';
import { layoutSaga } from '@/features/layout/slice/saga';

export function* rootSaga() {
  yield all([fork(authSaga), fork(layoutSaga)]);
}
