import { describe, expect, it } from 'vitest';
import { fileNameOf, readStreamed, type StreamProgress } from './streamed-file';

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('fileNameOf', () => {
  it('reads the quoted file name of an attachment', () => {
    expect(fileNameOf('attachment; filename="analytics-2025-01-01-2025-01-31.csv"', 'x.csv')).toBe(
      'analytics-2025-01-01-2025-01-31.csv',
    );
  });

  it('prefers the encoded name and reads a bare one', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''analiza%20%C5%BC.csv`, 'x.csv')).toBe(
      'analiza ż.csv',
    );
    expect(fileNameOf('attachment; filename=report.csv', 'x.csv')).toBe('report.csv');
  });

  it('falls back without a header or a name, and never keeps a path', () => {
    expect(fileNameOf(null, 'analytics.csv')).toBe('analytics.csv');
    expect(fileNameOf('attachment', 'analytics.csv')).toBe('analytics.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('.._.._etc_passwd');
  });
});

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
