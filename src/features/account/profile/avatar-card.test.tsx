import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { notify } from '@/lib/notify';
import { AvatarCard } from './avatar-card';

const MB = 1024 * 1024;

/** A file that claims a size without holding the bytes. */
function file(name: string, type: string, size = 2048): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function setup({
  upload = vi.fn(() => Promise.resolve()),
  remove = vi.fn(() => Promise.resolve()),
  hasAvatar = false,
} = {}) {
  const user = { name: 'Ola Nowak', avatar: null, has_avatar: hasAvatar };
  const view = render(
    <I18nProvider i18n={i18n}>
      <AvatarCard user={user} maxFileSize={2 * MB} upload={upload} remove={remove} />
    </I18nProvider>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  // As a browser's picker would hand it over, the accept list not applied: the card itself must refuse.
  const pick = (picked: File) => userEvent.setup({ applyAccept: false }).upload(input, picked);
  return { upload, remove, pick, input };
}

describe('AvatarCard', () => {
  it('offers images only, up to the site’s size limit, and says so', () => {
    const { input } = setup();
    expect(input.accept).toBe('image/png,image/jpeg,image/webp,image/gif');
    expect(input.multiple).toBe(false);
    expect(screen.getByText('One file up to 2 MB')).toBeTruthy();
    expect(screen.getByText('Accepted types: PNG, JPEG, WebP, or GIF')).toBeTruthy();
  });

  it('refuses a file of another type or over the limit before sending it', async () => {
    const { upload, pick } = setup();

    await pick(file('notes.txt', 'text/plain'));
    expect(await screen.findByText('notes.txt: Invalid file type')).toBeTruthy();
    await pick(file('huge.png', 'image/png', 3 * MB));
    expect(await screen.findByText('huge.png: File size exceeds 2MB')).toBeTruthy();

    expect(upload).not.toHaveBeenCalled();
  });

  it('sends a picked photo and says so once the server has it', async () => {
    const success = vi.spyOn(notify, 'success');
    const { upload, pick } = setup();
    const photo = file('me.png', 'image/png');

    await pick(photo);

    await waitFor(() => expect(success).toHaveBeenCalledWith('Photo updated'));
    expect(upload).toHaveBeenCalledWith(photo, expect.any(AbortSignal));
    expect(screen.getByText(/Uploaded/)).toBeTruthy();
  });

  it('shows the server’s reason under the photo when it refuses it', async () => {
    const upload = vi.fn(() =>
      Promise.reject(
        new ApiError({
          message: 'Invalid data',
          status: 422,
          errors: { avatar: ['me.png: not an image we can read'] },
        }),
      ),
    );
    const { pick } = setup({ upload });

    await pick(file('me.png', 'image/png'));

    expect(await screen.findByText('me.png: not an image we can read')).toBeTruthy();
  });

  it('removes the photo only when there is one', async () => {
    const success = vi.spyOn(notify, 'success');
    const { remove } = setup({ hasAvatar: true });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove photo' }));

    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Photo removed'));
  });

  it('shows no remove button without a photo', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });

  it('says why the photo could not be removed', async () => {
    const error = vi.spyOn(notify, 'error');
    setup({ hasAvatar: true, remove: vi.fn(() => Promise.reject(new TypeError('offline'))) });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove photo' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update profile'));
  });
});
