import type { TFunction } from 'i18next';
import { confirmDialog, errorDialog, successDialog, successToast } from '@/components/ui/dialogs';
import { formatGBP, fromPence } from '@/domain/money';
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

/** Announces a result: a short toast for a deletion, a dialog to confirm for a ticket action, or the error dialog. */
export function showEventsNotice(notice: EventsNotice, t: TFunction<'events'>): Promise<void> {
  switch (notice.kind) {
    case 'deleted':
      return successToast(t('notices.deleted'));
    case 'cancelled':
      return successToast(t('notices.cancelled'));
    case 'feedbackSent':
      return successDialog(t('notices.successTitle'), t('feedback.sent'), t('notices.ok'));
    case 'feedbackFailed':
      return showEventsError(t('feedback.failed'), t);
    case 'refunded':
      return successToast(
        t('refund.done', { count: notice.tickets, amount: formatGBP(fromPence(notice.refundedPence)) }),
      );
    case 'error':
      return showEventsError(notice.message, t);
  }
}
