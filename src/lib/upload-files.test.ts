import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  clampUploadProgress,
  createUploadItem,
  formatFileSize,
  matchesAccept,
  uploadReducer,
  validateUploadBatch,
  type UploadItem,
} from './upload-files';

const MB = 1024 * 1024;
const defaults = { maxFiles: 5, maxSizeMb: 10 };

/** A file that claims a size without holding the bytes. */
function file(name: string, size = 1000, type = 'image/png'): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function check(files: File[], current: number, limits: Parameters<typeof validateUploadBatch>[2]) {
  const { accepted, errors } = validateUploadBatch(files, current, limits);
  return { accepted: accepted.map((f) => f.name), errors: errors.map((error) => i18n._(error)) };
}

describe('validateUploadBatch', () => {
  it('refuses the sixth file with the count message and keeps the first five', () => {
    const files = ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.png`));
    expect(check(files, 0, defaults)).toEqual({
      accepted: ['1.png', '2.png', '3.png', '4.png', '5.png'],
      errors: ['Maximum 5 files allowed'],
    });
  });

  it('counts the files already in the list against the maximum', () => {
    expect(check([file('a.png'), file('b.png')], 4, defaults)).toEqual({
      accepted: ['a.png'],
      errors: ['Maximum 5 files allowed'],
    });
    expect(check([file('a.png')], 5, defaults).accepted).toEqual([]);
  });

  it('refuses a file over the size limit by name and lets one at the limit through', () => {
    expect(check([file('big.png', 11 * MB), file('edge.png', 10 * MB)], 0, defaults)).toEqual({
      accepted: ['edge.png'],
      errors: ['big.png: File size exceeds 10MB'],
    });
    expect(check([file('big.png', 3 * MB)], 0, { maxFiles: 5, maxSizeMb: 2 }).errors).toEqual([
      'big.png: File size exceeds 2MB',
    ]);
  });

  it('refuses a file whose type is not accepted', () => {
    expect(
      check([file('doc.pdf', 10, 'application/pdf'), file('a.png')], 0, { ...defaults, accept: 'image/*' }),
    ).toEqual({ accepted: ['a.png'], errors: ['doc.pdf: Invalid file type'] });
  });

  it('does not let refused files take places under the count limit', () => {
    const files = [file('x.exe', 10, 'application/x-msdownload'), file('a.png'), file('b.png')];
    expect(check(files, 3, { ...defaults, accept: 'image/png' })).toEqual({
      accepted: ['a.png', 'b.png'],
      errors: ['x.exe: Invalid file type'],
    });
  });
});

describe('matchesAccept', () => {
  it('matches extensions, wildcard and exact MIME types without regard to case', () => {
    expect(matchesAccept({ name: 'Report.PDF', type: '' }, '.pdf')).toBe(true);
    expect(matchesAccept({ name: 'a.jpg', type: 'image/jpeg' }, 'image/*')).toBe(true);
    expect(matchesAccept({ name: 'a.jpg', type: 'image/jpeg' }, ' application/pdf , IMAGE/JPEG')).toBe(true);
    expect(matchesAccept({ name: 'a.jpg', type: 'image/jpeg' }, 'image/png,.png')).toBe(false);
    expect(matchesAccept({ name: 'a.txt', type: 'text/plain' }, 'image/*')).toBe(false);
  });

  it('accepts anything when the list is empty or missing', () => {
    expect(matchesAccept({ name: 'a.bin', type: '' }, undefined)).toBe(true);
    expect(matchesAccept({ name: 'a.bin', type: '' }, ' , ')).toBe(true);
  });
});

describe('clampUploadProgress', () => {
  it('keeps progress between 0 and 100 and counts NaN as 0', () => {
    expect(clampUploadProgress(-5)).toBe(0);
    expect(clampUploadProgress(42.5)).toBe(42.5);
    expect(clampUploadProgress(140)).toBe(100);
    expect(clampUploadProgress(Number.NaN)).toBe(0);
  });
});

describe('formatFileSize', () => {
  it('picks the largest binary unit under the size', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(10 * MB, 'en')).toBe('10 MB');
  });

  it('writes numbers the way the locale does', () => {
    expect(formatFileSize(1.5 * MB, 'pl')).toBe('1,5 MB');
  });
});

describe('uploadReducer', () => {
  function start(): { items: UploadItem[]; id: string } {
    const item = createUploadItem(file('a.png', 2048));
    return { items: uploadReducer([], { type: 'add', items: [item] }), id: item.id };
  }

  it('adds a file as a pending item with its name, size and type', () => {
    const { items } = start();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      name: 'a.png',
      size: 2048,
      type: 'image/png',
      status: 'pending',
      progress: 0,
    });
  });

  it('gives every item its own id', () => {
    expect(createUploadItem(file('a.png')).id).not.toBe(createUploadItem(file('a.png')).id);
  });

  it('moves an item from pending through uploading to success', () => {
    const { items, id } = start();
    const uploading = uploadReducer(items, { type: 'start', id });
    expect(uploading[0]?.status).toBe('uploading');
    const halfway = uploadReducer(uploading, { type: 'progress', id, progress: 150 });
    expect(halfway[0]?.progress).toBe(100);
    const done = uploadReducer(uploadReducer(uploading, { type: 'progress', id, progress: 30 }), {
      type: 'succeed',
      id,
    });
    expect(done[0]).toMatchObject({ status: 'success', progress: 100 });
  });

  it('moves an uploading item to error with its message, and a retry back to pending', () => {
    const { items, id } = start();
    const failed = uploadReducer(uploadReducer(items, { type: 'start', id }), {
      type: 'fail',
      id,
      error: 'Too slow',
    });
    expect(failed[0]).toMatchObject({ status: 'error', error: 'Too slow' });
    const again = uploadReducer(failed, { type: 'retry', id });
    expect(again[0]).toMatchObject({ status: 'pending', progress: 0, error: undefined });
  });

  it('ignores steps that do not fit the current status', () => {
    const { items, id } = start();
    expect(uploadReducer(items, { type: 'succeed', id })).toBe(items);
    expect(uploadReducer(items, { type: 'progress', id, progress: 50 })).toBe(items);
    expect(uploadReducer(items, { type: 'retry', id })).toBe(items);
    const done = uploadReducer(uploadReducer(items, { type: 'start', id }), { type: 'succeed', id });
    expect(uploadReducer(done, { type: 'fail', id, error: 'late' })).toBe(done);
  });

  it('removes an item and ignores later steps for it', () => {
    const { items, id } = start();
    const removed = uploadReducer(items, { type: 'remove', id });
    expect(removed).toEqual([]);
    expect(uploadReducer(removed, { type: 'succeed', id })).toBe(removed);
  });
});
