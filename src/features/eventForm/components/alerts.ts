import type { TFunction } from 'i18next';

// sweetalert2 is loaded on first use only: it is heavy, and most screens never open a dialog (budgets).
const loadSwal = async () => (await import('sweetalert2')).default;

/** The spec's submit confirmation: 'Are you sure?' / "You won't be able to change this!" (Submit). */
export async function confirmSubmit(t: TFunction<'eventForm'>): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    title: t('confirm.title'),
    text: t('confirm.text'),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: t('confirm.submit'),
    cancelButtonText: t('confirm.cancel'),
  });
  return result.isConfirmed;
}

/** A short success toast that outlives the page, since the wizard moves on as it shows. */
export async function showSuccess(message: string): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon: 'success',
    title: message,
    showConfirmButton: false,
    timer: 3000,
    timerProgressBar: true,
  });
}
