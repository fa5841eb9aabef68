/**
 * Saves `blob` as a file called `fileName` through the browser's download: an object URL behind a
 * temporary link that is clicked once.
 */
export function downloadBlob(fileName: string, blob: Blob, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then in every browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
