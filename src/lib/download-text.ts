import { downloadBlob } from './download-blob';

/**
 * Saves `text` as a file called `fileName` through the browser's download, without a round trip to the
 * server: a plain-text Blob saved as `downloadBlob` saves any.
 */
export function downloadText(fileName: string, text: string, doc: Document = document): void {
  downloadBlob(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }), doc);
}
