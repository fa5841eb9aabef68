/** How much of a streamed download has arrived. */
export interface StreamProgress {
  bytes: number;
  /** Lines received so far, the header row included. */
  rows: number;
}

const LINE_FEED = 0x0a;

/**
 * Reads a response's body to its end, chunk by chunk, telling `onProgress` after each one how many
 * bytes and lines have arrived, and answers it as a Blob of the response's type. An abort of the
 * request's signal rejects the read (with an AbortError) and releases the stream.
 */
export async function readStreamed(
  response: Response,
  onProgress: (progress: StreamProgress) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([], { type });
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const progress: StreamProgress = { bytes: 0, rows: 0 };
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      chunks.push(value);
      progress.bytes += value.byteLength;
      for (const byte of value) if (byte === LINE_FEED) progress.rows += 1;
      onProgress({ ...progress });
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
  return new Blob(chunks, { type });
}
