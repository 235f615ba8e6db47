import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { noticeShown } from '../slice';
import { selectEventsNotice } from '../slice/selectors';
import { showEventsNotice } from './alerts';

/** Shows each events notice once; every events page mounts it so results are announced wherever the owner is. */
export function useEventsNotice() {
  const { t } = useTranslation('events');
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectEventsNotice);
  useEffect(() => {
    if (!notice) return;
    dispatch(noticeShown());
    void showEventsNotice(notice, t);
  }, [notice, dispatch, t]);
}
