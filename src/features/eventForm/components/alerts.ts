import type { TFunction } from 'i18next';
import { confirmDialog, successToast } from '@/components/ui/dialogs';

/** The spec's submit confirmation: 'Are you sure?' / "You won't be able to change this!" (Submit). */
export function confirmSubmit(t: TFunction<'eventForm'>): Promise<boolean> {
  return confirmDialog({
    title: t('confirm.title'),
    text: t('confirm.text'),
    confirm: t('confirm.submit'),
    cancel: t('confirm.cancel'),
  });
}

/** A short success toast that outlives the page, since the wizard moves on as it shows. */
export function showSuccess(message: string, detail?: string): Promise<void> {
  return successToast(message, detail, 3000);
}
