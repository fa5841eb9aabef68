import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';

// Tag `user` (spec section 7, User): the signed-in user's own profile.

type Schemas = components['schemas'];
export type Profile = Schemas['User'];
export type ProfileUpdate = Schemas['ProfileUpdateRequest'];
export type PasswordChange = Schemas['ChangePasswordRequest'];

export const userKeys = {
  all: ['user'] as const,
  /** The signed-in user: the profile screen, the shell's menu and the guards read this one entry. */
  profile: () => [...userKeys.all, 'profile'] as const,
};

export const userQueries = {
  /** GET /user/profile: the signed-in user, every field of the profile form. */
  profile: () =>
    queryOptions({
      queryKey: userKeys.profile(),
      queryFn: ({ signal }) => dataOf(api.GET('/user/profile', { signal })),
    }),
};

/** PUT /user/profile: resolves with the saved user. */
export function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return dataOf(api.PUT('/user/profile', { body }));
}

/** POST /user/profile/avatar as multipart (spec section 5): resolves with the user and the new photo. */
export function uploadAvatar(file: File, signal?: AbortSignal): Promise<Profile> {
  return dataOf(
    api.POST('/user/profile/avatar', {
      // The contract types a binary part as a string; what goes over the wire is the file itself.
      body: { avatar: file as unknown as string },
      bodySerializer: () => {
        const form = new FormData();
        form.append('avatar', file, file.name);
        return form;
      },
      signal,
    }),
  );
}

/** DELETE /user/profile/avatar: resolves with the user without a photo. */
export function deleteAvatar(): Promise<Profile> {
  return dataOf(api.DELETE('/user/profile/avatar'));
}

/** POST /user/change-password. */
export async function changePassword(body: PasswordChange): Promise<void> {
  await api.POST('/user/change-password', { body });
}
