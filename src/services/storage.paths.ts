/** The lower-cased extension of a file name including its dot, or '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return '';
  const extension = fileName.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,8}$/.test(extension) ? `.${extension}` : '';
}

/** 32 random hex characters plus the original extension; getRandomValues works outside secure contexts too. */
export function randomFileName(originalName: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${id}${fileExtension(originalName)}`;
}
