import type { TFunction } from 'i18next';
import { confirmDialog, errorDialog, successToast } from '@/components/ui/dialogs';
import type { EventsNotice } from '../slice/types';

/** The spec's delete confirmation; resolves true when the owner confirms. */
export function confirmEventDelete(t: TFunction<'events'>): Promise<boolean> {
  const texts = { title: t('delete.title'), text: t('delete.text'), confirm: t('delete.confirm'), cancel: t('delete.cancel') };
  return confirmDialog(texts, { danger: true });
}

/** An error dialog titled Error with the raw message (spec section 8). */
export function showEventsError(message: string, t: TFunction<'events'>): Promise<void> {
  return errorDialog(t('notices.errorTitle'), message, t('notices.ok'));
}

/** Announces a result: a short success toast, or the error dialog. */
export function showEventsNotice(notice: EventsNotice, t: TFunction<'events'>): Promise<void> {
  return notice.kind === 'error' ? showEventsError(notice.message, t) : successToast(t('notices.deleted'));
}
