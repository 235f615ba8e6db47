import type { TFunction } from 'i18next';
import type { EventsNotice } from '../slice/types';

// sweetalert2 is loaded on first use only: it is heavy, and most visits never open a dialog (budgets).
const loadSwal = async () => (await import('sweetalert2')).default;

/** The spec's delete confirmation; resolves true when the owner confirms. */
export async function confirmEventDelete(t: TFunction<'events'>): Promise<boolean> {
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

/** An error dialog titled Error with the raw message (spec section 8). */
export async function showEventsError(message: string, t: TFunction<'events'>): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    icon: 'error',
    title: t('notices.errorTitle'),
    text: message,
    confirmButtonText: t('notices.ok'),
  });
}

/** Announces a result: a short success toast, or the error dialog. */
export async function showEventsNotice(notice: EventsNotice, t: TFunction<'events'>): Promise<void> {
  if (notice.kind === 'error') {
    await showEventsError(notice.message, t);
    return;
  }
  const Swal = await loadSwal();
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon: 'success',
    title: t('notices.deleted'),
    showConfirmButton: false,
    timer: 2500,
    timerProgressBar: true,
  });
}
