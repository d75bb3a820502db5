/**
 * Saves a binary answer under a file name: an object URL and a temporary `<a download>` that is
 * clicked and removed at once. The URL is revoked on the next tick, once the click has started the
 * download.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
