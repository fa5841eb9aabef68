import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerConfig } from '../../config.ts';
import type { ImageExtension } from './image-type.ts';

/** Where uploaded avatars are kept; served at `/avatars/<file>`. */
export const avatarDirectory = (config: Pick<ServerConfig, 'dataDir'>) => join(config.dataDir, 'avatars');

/** A stored avatar's file name: random, so it can neither be guessed nor collide, and cached for ever. */
const isAvatarFileName = (name: string) => /^[a-f0-9]{32}\.(?:png|jpg|webp|gif)$/.test(name);

/** Writes an avatar under a new random name and returns that name. */
export async function saveAvatar(
  config: Pick<ServerConfig, 'dataDir'>,
  data: Buffer,
  extension: ImageExtension,
) {
  const directory = avatarDirectory(config);
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await writeFile(join(directory, name), data, { flag: 'wx' });
  return name;
}

/** Deletes a stored avatar; a missing file, or a name that is not one of ours, is left alone. */
export async function deleteAvatarFile(config: Pick<ServerConfig, 'dataDir'>, name: string | null) {
  if (!name || !isAvatarFileName(name)) return;
  await rm(join(avatarDirectory(config), name), { force: true });
}
