// The app's dialogs (sweetalert2). It is loaded on first use only: it is heavy, and most screens never open a
// dialog (budgets). Every text arrives translated.

const loadSwal = async () => (await import('sweetalert2')).default;

export interface ConfirmTexts {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
}

/** A warning with Confirm and Cancel; resolves true when confirmed. `danger` colours the confirm button red. */
export async function confirmDialog(
  { title, text, confirm, cancel }: ConfirmTexts,
  { danger = false } = {},
): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: confirm,
    cancelButtonText: cancel,
    ...(danger ? { confirmButtonColor: '#d33' } : {}),
  });
  return result.isConfirmed;
}

/** An error dialog with the raw message (spec section 8), titled as the caller says (the spec's 'Error'). */
export async function errorDialog(title: string, message: string, ok: string): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ icon: 'error', title, text: message, confirmButtonText: ok });
}

/** A success dialog that stays until confirmed (the spec's ticket actions: "confirming clears it"). */
export async function successDialog(title: string, message: string, ok: string): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ icon: 'success', title, text: message, confirmButtonText: ok });
}

/** A short success toast in the corner; it outlives the page, so a screen may move on while it shows. */
export async function successToast(title: string, text?: string, timer = 2500): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon: 'success',
    title,
    text,
    showConfirmButton: false,
    timer,
    timerProgressBar: true,
  });
}

export interface DialogTexts {
  title: string;
  text?: string;
  confirm?: string;
}

/** Re-words the dialog or toast on screen, if one is (a change of language while it shows). */
export async function rewordDialog({ title, text, confirm }: DialogTexts): Promise<void> {
  const Swal = await loadSwal();
  // getPopup rather than isVisible, which measures layout: a popup on screen is in the document until it closes.
  if (!Swal.getPopup()) return;
  Swal.update({ title, ...(text ? { text } : {}), ...(confirm ? { confirmButtonText: confirm } : {}) });
}
