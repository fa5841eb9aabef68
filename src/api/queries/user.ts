import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `user` (spec section 7, User): the signed-in user's own profile and dashboard.

type Schemas = components['schemas'];
export type Profile = Schemas['User'];
export type ProfileUpdate = Schemas['ProfileUpdateRequest'];
export type PasswordChange = Schemas['ChangePasswordRequest'];
export type UserDashboard = Schemas['UserDashboard'];
export type DashboardAlert = Schemas['DashboardAlert'];
export type UsageStats = Schemas['UsageStats'];
export type UsageQuery = NonNullable<operations['getDashboardUsage']['parameters']['query']>;

export const userKeys = {
  all: ['user'] as const,
  /** The signed-in user: the profile screen, the shell's menu and the guards read this one entry. */
  profile: () => [...userKeys.all, 'profile'] as const,
  dashboard: () => [...userKeys.all, 'dashboard'] as const,
  usage: (query: UsageQuery) => [...userKeys.all, 'usage', query] as const,
};

export const userQueries = {
  /** GET /user/profile: the signed-in user, every field of the profile form. */
  profile: () =>
    queryOptions({
      queryKey: userKeys.profile(),
      queryFn: ({ signal }) => dataOf(api.GET('/user/profile', { signal })),
    }),
  /** GET /user/dashboard: the account's figures, recent and failed events, and what needs attention. */
  dashboard: () =>
    queryOptions({
      queryKey: userKeys.dashboard(),
      queryFn: ({ signal }) => dataOf(api.GET('/user/dashboard', { signal })),
    }),
  /** GET /user/dashboard/usage: events per day of the period against each domain's plan limit. */
  usage: (query: UsageQuery) =>
    queryOptions({
      queryKey: userKeys.usage(query),
      queryFn: ({ signal }) => dataOf(api.GET('/user/dashboard/usage', { params: { query }, signal })),
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
