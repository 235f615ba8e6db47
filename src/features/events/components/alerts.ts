import type { TFunction } from 'i18next';
import {
  confirmDialog,
  errorDialog,
  successDialog,
  successToast,
  type DialogTexts,
} from '@/components/ui/dialogs';
import { formatGBP, fromPence } from '@/domain/money';
import type { Refusal } from '@/lib/firebase/errors';
import type { EventsNotice } from '../slice/types';

/** The spec's delete confirmation; resolves true when the owner confirms. */
export function confirmEventDelete(t: TFunction<'events'>): Promise<boolean> {
  const texts = {
    title: t('delete.title'),
    text: t('delete.text'),
    confirm: t('delete.confirm'),
    cancel: t('delete.cancel'),
  };
  return confirmDialog(texts, { danger: true });
}

/** An error dialog titled Error with the raw message (spec section 8). */
export function showEventsError(message: string, t: TFunction<'events'>): Promise<void> {
  return errorDialog(t('notices.errorTitle'), message, t('notices.ok'));
}

/** A notice worded in the current language, and how it shows: a short toast, a dialog to confirm, or the error. */
export interface NoticeWords extends DialogTexts {
  look: 'toast' | 'success' | 'error';
}

/** Words a notice: a short toast for a deletion, a dialog to confirm for a ticket action, or the error dialog. */
export function noticeWords(
  notice: EventsNotice,
  t: TFunction<'events'>,
  wordRefusal: (refusal: Refusal) => string,
): NoticeWords {
  const ok = t('notices.ok');
  const error = (text: string): NoticeWords => ({
    look: 'error',
    title: t('notices.errorTitle'),
    text,
    confirm: ok,
  });
  switch (notice.kind) {
    case 'deleted':
      return { look: 'toast', title: t('notices.deleted') };
    case 'cancelled':
      return { look: 'toast', title: t('notices.cancelled') };
    case 'feedbackSent':
      return { look: 'success', title: t('notices.successTitle'), text: t('feedback.sent'), confirm: ok };
    case 'feedbackFailed':
      return error(t('feedback.failed'));
    case 'refunded':
      return {
        look: 'toast',
        title: t('refund.done', {
          count: notice.tickets,
          amount: formatGBP(fromPence(notice.refundedPence)),
        }),
      };
    case 'error':
      return error(wordRefusal(notice.failure));
  }
}

/** Shows a worded notice; resolves once it is closed (or replaced by another dialog). */
export function showNotice({ look, title, text = '', confirm = '' }: NoticeWords): Promise<void> {
  switch (look) {
    case 'toast':
      return successToast(title);
    case 'success':
      return successDialog(title, text, confirm);
    case 'error':
      return errorDialog(title, text, confirm);
  }
}
