import type { TFunction } from 'i18next';
import { confirmDialog, errorDialog, successToast } from '@/components/ui/dialogs';
import type { Refusal } from '@/lib/firebase/errors';
import type { VenueNotice } from '../slice/types';

/** The spec's delete confirmation; resolves true when the owner confirms. */
export function confirmVenueDelete(t: TFunction<'venues'>): Promise<boolean> {
  const texts = {
    title: t('delete.title'),
    text: t('delete.text'),
    confirm: t('delete.confirm'),
    cancel: t('delete.cancel'),
  };
  return confirmDialog(texts, { danger: true });
}

const SUCCESS_KEYS = {
  added: 'notices.added',
  updated: 'notices.updated',
  deleted: 'notices.deleted',
  slotActive: 'notices.slotActive',
  slotInactive: 'notices.slotInactive',
} as const;

/** Announces a result: a short success toast, or an error dialog saying why (spec section 8). */
export function showVenueNotice(
  notice: VenueNotice,
  t: TFunction<'venues'>,
  refusalText: (refusal: Refusal) => string,
): Promise<void> {
  if (notice.kind === 'error')
    return errorDialog(t('notices.errorTitle'), refusalText(notice.failure), t('notices.ok'));
  if (notice.kind === 'seatsBelowBooked') {
    const text = t('notices.seatsBelowBooked', { seats: notice.seats });
    return errorDialog(t('notices.errorTitle'), text, t('notices.ok'));
  }
  // An edit is saved only on Submit, so that is when its details are said to be updated, never earlier.
  return successToast(
    t(SUCCESS_KEYS[notice.kind]),
    notice.kind === 'updated' ? t('notices.detailsUpdated') : undefined,
  );
}
