import { describe, expect, it } from 'vitest';
import { readStreamed, type StreamProgress } from './streamed-file';

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('readStreamed', () => {
  it('reports bytes and lines as they arrive and answers the whole body', async () => {
    const response = new Response(streamOf(['date,events\n2026-', '11-01,5\n', '2026-11-02,7\n']), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    });
    const seen: StreamProgress[] = [];
    const blob = await readStreamed(response, (progress) => seen.push(progress));
    expect(await blob.text()).toBe('date,events\n2026-11-01,5\n2026-11-02,7\n');
    expect(blob.type).toBe('text/csv; charset=utf-8');
    expect(seen).toEqual([
      { bytes: 17, rows: 1 },
      { bytes: 25, rows: 2 },
      { bytes: 38, rows: 3 },
    ]);
  });

  it('stops with an AbortError when cancelled', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      pull(stream) {
        stream.enqueue(new TextEncoder().encode('line\n'));
      },
    });
    const reading = readStreamed(new Response(body), () => controller.abort(), controller.signal);
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  });
});
