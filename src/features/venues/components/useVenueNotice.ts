import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useRefusalText } from '@/components/ui/RefusalText';
import { noticeShown } from '../slice';
import { selectVenueNotice } from '../slice/selectors';
import { showVenueNotice } from './alerts';

/** Shows each venue notice once; a page mounts it so results are announced wherever the owner is. */
export function useVenueNotice() {
  const { t } = useTranslation('venues');
  const refusalText = useRefusalText();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectVenueNotice);
  useEffect(() => {
    if (!notice) return;
    dispatch(noticeShown());
    void showVenueNotice(notice, t, refusalText);
  }, [notice, dispatch, t, refusalText]);
}
