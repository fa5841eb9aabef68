import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Upload, type UploadFn } from './upload';
import { renderWithI18n } from '../../../tests/render-with-i18n';

/** A file that claims a size without holding the bytes. */
function file(name: string, size = 2048, type = 'image/png'): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

type Call = {
  file: File;
  progress: (percent: number) => void;
  signal: AbortSignal;
  resolve: () => void;
  reject: (reason: unknown) => void;
};

/** An upload function whose calls the test finishes by hand. */
function controlledUpload() {
  const calls: Call[] = [];
  const upload = vi.fn<UploadFn>(
    (file, progress, signal) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ file, progress, signal, resolve, reject });
      }),
  );
  return { upload, calls };
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function dropZone(container: HTMLElement): HTMLElement {
  const zone = container.querySelector<HTMLElement>('[data-slot="upload-dropzone"]');
  if (!zone) throw new Error('no drop zone');
  return zone;
}

function listedNames(): string[] {
  const list = screen.queryByRole('list', { name: 'Files' });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

function alertText(): string[] {
  return Array.from(screen.getByRole('alert').querySelectorAll('p')).map((p) => p.textContent);
}

describe('Upload', () => {
  it('refuses the sixth file with the count message and uploads the first five', async () => {
    const user = userEvent.setup();
    const { upload } = controlledUpload();
    const { container } = renderWithI18n(<Upload upload={upload} />);
    const files = ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.png`));
    await user.upload(fileInput(container), files);
    expect(listedNames()).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(alertText()).toEqual(['Maximum 5 files allowed']);
    expect(upload.mock.calls.map(([sent]) => sent.name)).toEqual([
      '1.png',
      '2.png',
      '3.png',
      '4.png',
      '5.png',
    ]);
  });

  it('keeps accepted files when a later pick is refused', async () => {
    const user = userEvent.setup();
    const { upload } = controlledUpload();
    const { container } = renderWithI18n(<Upload upload={upload} maxFiles={2} />);
    await user.upload(fileInput(container), [file('a.png'), file('b.png')]);
    await user.upload(fileInput(container), [file('c.png')]);
    expect(listedNames()).toEqual(['a.png', 'b.png']);
    expect(alertText()).toEqual(['Maximum 2 files allowed']);
  });

  it('refuses an 11 MB file by name and keeps the others of the batch', async () => {
    const user = userEvent.setup();
    const { upload } = controlledUpload();
    const { container } = renderWithI18n(<Upload upload={upload} />);
    await user.upload(fileInput(container), [file('huge.png', 11 * 1024 * 1024), file('small.png')]);
    expect(alertText()).toEqual(['huge.png: File size exceeds 10MB']);
    expect(listedNames()).toEqual(['small.png']);
  });

  it('refuses a dropped file of a type outside accept', () => {
    const { upload } = controlledUpload();
    const { container } = renderWithI18n(<Upload upload={upload} accept="image/*,.pdf" />);
    fireEvent.drop(dropZone(container), {
      dataTransfer: { files: [file('notes.txt', 10, 'text/plain'), file('cv.pdf', 10, '')] },
    });
    expect(alertText()).toEqual(['notes.txt: Invalid file type']);
    expect(listedNames()).toEqual(['cv.pdf']);
  });

  it('takes dropped files and marks the zone while something is dragged over it', () => {
    const { upload } = controlledUpload();
    const { container } = renderWithI18n(<Upload upload={upload} />);
    const zone = dropZone(container);
    fireEvent.dragOver(zone, { dataTransfer: { dropEffect: 'none', files: [] } });
    expect(zone.hasAttribute('data-dragging')).toBe(true);
    fireEvent.drop(zone, { dataTransfer: { files: [file('a.png'), file('b.png')] } });
    expect(zone.hasAttribute('data-dragging')).toBe(false);
    expect(listedNames()).toEqual(['a.png', 'b.png']);
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('shows the progress of an upload, clamped to 0-100, then its success', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const { container } = renderWithI18n(<Upload upload={upload} />);
    await user.upload(fileInput(container), [file('photo.png')]);
    const item = screen.getByRole('listitem');
    expect(item.getAttribute('data-status')).toBe('uploading');
    expect(item.textContent).toContain('Uploading');
    const bar = within(item).getByRole('progressbar', { name: 'photo.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    act(() => calls[0]?.progress(42));
    expect(within(item).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    act(() => calls[0]?.progress(180));
    expect(within(item).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    calls[0]?.resolve();
    await waitFor(() => expect(item.getAttribute('data-status')).toBe('success'));
    expect(item.textContent).toContain('Uploaded');
    expect(within(item).queryByRole('progressbar')).toBeNull();
  });

  it('shows the error of a failed upload and uploads again on retry', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const { container } = renderWithI18n(<Upload upload={upload} />);
    await user.upload(fileInput(container), [file('photo.png')]);
    calls[0]?.reject(new Error('The server is unreachable'));
    const item = screen.getByRole('listitem');
    await waitFor(() => expect(item.getAttribute('data-status')).toBe('error'));
    expect(item.textContent).toContain('The server is unreachable');
    await user.click(within(item).getByRole('button', { name: 'Retry photo.png' }));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(item.getAttribute('data-status')).toBe('uploading');
    expect(item.textContent).not.toContain('The server is unreachable');
    calls[1]?.resolve();
    await waitFor(() => expect(item.getAttribute('data-status')).toBe('success'));
  });

  it('says the upload failed when the rejection carries no message, and offers no retry when told not to', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const { container } = renderWithI18n(<Upload upload={upload} retry={false} />);
    await user.upload(fileInput(container), [file('photo.png')]);
    calls[0]?.reject('offline');
    const item = screen.getByRole('listitem');
    await waitFor(() => expect(item.textContent).toContain('Upload failed'));
    expect(within(item).queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('reaches the picker button with Tab, describes the limits and opens the file picker', async () => {
    const user = userEvent.setup();
    const { upload } = controlledUpload();
    const { container } = renderWithI18n(<Upload upload={upload} accept="image/png,.jpg" />);
    const pick = vi.spyOn(fileInput(container), 'click');
    await user.tab();
    const button = screen.getByRole('button', { name: 'Choose files' });
    expect(document.activeElement).toBe(button);
    const described = (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Up to 5 files, 10 MB each', 'Accepted types: PNG or JPG']);
    await user.keyboard('{Enter}');
    expect(pick).toHaveBeenCalledTimes(1);
  });

  it('removes a file with its remove button and aborts its upload', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const { container } = renderWithI18n(<Upload upload={upload} />);
    await user.upload(fileInput(container), [file('a.png'), file('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(listedNames()).toEqual(['b.png']);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    // A place freed by removal can be taken again.
    await user.upload(fileInput(container), [file('c.png')]);
    expect(listedNames()).toEqual(['b.png', 'c.png']);
  });

  it('replaces the file with a new pick when only one is allowed', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const { container } = renderWithI18n(<Upload upload={upload} multiple={false} />);
    expect(fileInput(container).multiple).toBe(false);
    expect(
      screen.getByRole('button', { name: 'Choose a file' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    await user.upload(fileInput(container), [file('old.png')]);
    await user.upload(fileInput(container), [file('new.png')]);
    expect(listedNames()).toEqual(['new.png']);
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('ignores drops and disables the picker when disabled', () => {
    const { upload } = controlledUpload();
    const { container } = renderWithI18n(<Upload upload={upload} disabled />);
    fireEvent.drop(dropZone(container), { dataTransfer: { files: [file('a.png')] } });
    expect(listedNames()).toEqual([]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Choose files' }).disabled).toBe(true);
  });
});
