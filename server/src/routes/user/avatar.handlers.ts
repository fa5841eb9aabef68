import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import { readUploadedFile } from '../../api/multipart.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { signedIn } from '../auth/signed-in.ts';
import { readSettings } from '../settings/settings.repo.ts';
import { deleteAvatarFile, saveAvatar } from './avatar-store.ts';
import { imageType } from './image-type.ts';
import { replaceAvatarPath } from './user.repo.ts';
import { userView } from './user-view.ts';

const MEGABYTE = 1_048_576;

/** Uploading and removing the signed-in user's photo. */
export function avatarHandlers(context: AppContext): Handlers {
  const { db, config } = context;

  /** Points the user at `avatarPath` (or none), then removes the file it had before. */
  async function replaceAvatar(userId: string, avatarPath: string | null) {
    const { user, previous } = await replaceAvatarPath(db, userId, avatarPath);
    if (!user) throw new Error('the signed-in user is gone');
    if (previous !== avatarPath) await deleteAvatarFile(config, previous);
    return user;
  }

  const uploadAvatar: Handler<'uploadAvatar'> = async (request) => {
    const { user } = signedIn(request);
    const settings = await readSettings(db, ['general.max_file_size']);
    const maxBytes = Number(settings.get('general.max_file_size'));
    const file = await readUploadedFile(request, { field: 'avatar', maxBytes });
    if (file.tooLarge) {
      const size = Math.round((maxBytes / MEGABYTE) * 10) / 10;
      throw invalidField('avatar', msg`${{ file: file.filename }}: File size exceeds ${{ size }}MB`);
    }
    const extension = imageType(file.data);
    if (!extension) {
      throw invalidField(
        'avatar',
        msg`${{ file: file.filename }}: Invalid file type. Choose a PNG, JPEG, WebP or GIF image`,
      );
    }

    const name = await saveAvatar(config, file.data, extension);
    const updated = await replaceAvatar(user.id, name).catch(async (error: unknown) => {
      await deleteAvatarFile(config, name);
      throw error;
    });
    return ok(await userView(context, updated), request.t(msg`Your photo has been updated`));
  };

  const deleteAvatar: Handler<'deleteAvatar'> = async (request) => {
    const { user } = signedIn(request);
    const updated = await replaceAvatar(user.id, null);
    return ok(await userView(context, updated), request.t(msg`Your photo has been removed`));
  };

  return { uploadAvatar, deleteAvatar };
}
