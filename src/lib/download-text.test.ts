import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText } from './download-text';

describe('downloadText', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clicks a link to a plain-text blob named as asked, then lets go of both', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:codes';
    });
    const revoke = vi.fn();
    URL.revokeObjectURL = revoke;
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });

    downloadText('codes.txt', 'abc\ndef\n');

    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([{ href: 'blob:codes', download: 'codes.txt' }]);
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    expect(await blobs[0]?.text()).toBe('abc\ndef\n');
    expect(document.querySelector('a[download]')).toBeNull();
    await vi.runAllTimersAsync();
    expect(revoke).toHaveBeenCalledWith('blob:codes');
  });
});
