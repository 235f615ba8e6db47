/** Hands the browser a file made here as a download. */
export function downloadFile(name: string, content: string, type: string): void {
  // A byte-order mark tells spreadsheet programs the file is UTF-8, so names such as 'Zoë' arrive intact.
  const body = type === 'text/csv' ? `\uFEFF${content}` : content;
  const url = URL.createObjectURL(new Blob([body], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; revoking in the next task keeps the URL alive until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
