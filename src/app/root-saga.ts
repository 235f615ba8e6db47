import { all, fork } from 'redux-saga/effects';
import { authSaga } from '@/features/auth/slice/saga';
import { availabilitySaga } from '@/features/availability/slice/saga';
import { dashboardSaga } from '@/features/dashboard/slice/saga';
import { directorySaga } from '@/features/directory/slice/saga';
import { layoutSaga } from '@/features/layout/slice/saga';
import { profileSaga } from '@/features/profile/slice/saga';
import { venuesSaga } from '@/features/venues/slice/saga';

export function* rootSaga() {
  yield all([fork(authSaga), fork(availabilitySaga), fork(dashboardSaga), fork(directorySaga), fork(layoutSaga), fork(profileSaga), fork(venuesSaga)]);
}
