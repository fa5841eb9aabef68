/**
 * Saves `text` as a file called `fileName` through the browser's download, without a round trip to the
 * server: a plain-text Blob behind a temporary link that is clicked once.
 */
export function downloadText(fileName: string, text: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
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
