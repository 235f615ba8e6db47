import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { rewordDialog } from '@/components/ui/dialogs';
import { useRefusalText } from '@/components/ui/RefusalText';
import { noticeShown } from '../slice';
import { selectEventsNotice } from '../slice/selectors';
import type { EventsNotice } from '../slice/types';
import { noticeWords, showNotice, type NoticeWords } from './alerts';

const sameWords = (a: NoticeWords, b: NoticeWords) =>
  a.title === b.title && a.text === b.text && a.confirm === b.confirm;

/**
 * Shows each events notice once; every events page mounts it so results are announced wherever the owner is. The
 * notice on screen is re-worded when the language changes, since the store holds its reason, not its words.
 */
export function useEventsNotice() {
  const { t } = useTranslation('events');
  const wordRefusal = useRefusalText();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectEventsNotice);
  const onScreen = useRef<{ notice: EventsNotice; words: NoticeWords } | null>(null);

  useEffect(() => {
    if (!notice) return;
    dispatch(noticeShown());
    const words = noticeWords(notice, t, wordRefusal);
    const shown = { notice, words };
    onScreen.current = shown;
    void showNotice(words).then(() => {
      if (onScreen.current === shown) onScreen.current = null;
    });
  }, [notice, dispatch, t, wordRefusal]);

  useEffect(() => {
    const shown = onScreen.current;
    if (!shown) return;
    const words = noticeWords(shown.notice, t, wordRefusal);
    if (sameWords(words, shown.words)) return;
    shown.words = words;
    void rewordDialog(words);
  }, [t, wordRefusal]);
}
