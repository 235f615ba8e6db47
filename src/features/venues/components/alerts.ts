import type { TFunction } from 'i18next';
import type { VenueNotice } from '../slice/types';

// sweetalert2 is loaded on first use only: it is heavy, and most screens never open a dialog (budgets).
const loadSwal = async () => (await import('sweetalert2')).default;

/** The spec's delete confirmation; resolves true when the owner confirms. */
export async function confirmVenueDelete(t: TFunction<'venues'>): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    title: t('delete.title'),
    text: t('delete.text'),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: t('delete.confirm'),
    cancelButtonText: t('delete.cancel'),
    confirmButtonColor: '#d33',
  });
  return result.isConfirmed;
}

const SUCCESS_KEYS = {
  added: 'notices.added',
  updated: 'notices.updated',
  deleted: 'notices.deleted',
  slotActive: 'notices.slotActive',
  slotInactive: 'notices.slotInactive',
} as const;

/** Announces a result: a short success toast, or an error dialog with the raw message (spec section 8). */
export async function showVenueNotice(notice: VenueNotice, t: TFunction<'venues'>): Promise<void> {
  const Swal = await loadSwal();
  if (notice.kind === 'error') {
    await Swal.fire({ icon: 'error', title: t('notices.errorTitle'), text: notice.message, confirmButtonText: t('notices.ok') });
    return;
  }
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon: 'success',
    title: t(SUCCESS_KEYS[notice.kind]),
    // An edit is saved only on Submit, so that is when its details are said to be updated, never earlier.
    text: notice.kind === 'updated' ? t('notices.detailsUpdated') : undefined,
    showConfirmButton: false,
    timer: 2500,
    timerProgressBar: true,
  });
}
