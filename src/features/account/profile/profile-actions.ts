import type { ApiClient } from '@/api/client';
import { envelopeData } from '@/api/envelope-data';
import type { SessionStore } from '@/auth/session/session-store';
import type { LanguageService } from '@/i18n/language-service';
import { profileRequest, type ProfileValues } from './profile-schema';
import type { Profile } from '@/api/queries/account';

/** What saving the profile touches besides the server: the shell's user and the app's language. */
export interface ProfileDeps {
  client: ApiClient;
  session: Pick<SessionStore, 'reloadUser'>;
  language: Pick<LanguageService, 'getSnapshot' | 'applyUserPreference'>;
}

/**
 * The shell shows the session's user (the user menu's name and photo): load it again after a change.
 * The change is saved either way; a session the server no longer honours is the API layer's to end.
 */
async function refreshShellUser(session: ProfileDeps['session']) {
  await session.reloadUser().catch(() => undefined);
}

/**
 * PUT /user/profile, then the shell follows: the session's user is reloaded, and a newly chosen language
 * becomes the app's. Resolves with the saved user; rejects with the client's ApiError when refused.
 */
export async function saveProfile(deps: ProfileDeps, values: ProfileValues): Promise<Profile> {
  const user = envelopeData(
    await deps.client.PUT('/user/profile', { body: profileRequest(values) }),
  ) as Profile;
  await refreshShellUser(deps.session);
  if (user.language !== deps.language.getSnapshot().locale) {
    // A catalog that fails to load keeps the current language; the saved one applies at the next sign-in.
    await deps.language.applyUserPreference(user.language).catch(() => undefined);
  }
  return user;
}

/** POST /user/profile/avatar as multipart (spec section 5); resolves with the user and the new photo. */
export async function uploadAvatar(
  deps: Pick<ProfileDeps, 'client' | 'session'>,
  file: File,
  signal?: AbortSignal,
): Promise<Profile> {
  const response = await deps.client.POST('/user/profile/avatar', {
    // The contract types a binary part as a string; what goes over the wire is the file itself.
    body: { avatar: file as unknown as string },
    bodySerializer: () => {
      const form = new FormData();
      form.append('avatar', file, file.name);
      return form;
    },
    signal,
  });
  const user = envelopeData(response) as Profile;
  await refreshShellUser(deps.session);
  return user;
}

/** DELETE /user/profile/avatar; resolves with the user without a photo. */
export async function removeAvatar(deps: Pick<ProfileDeps, 'client' | 'session'>): Promise<Profile> {
  const user = envelopeData(await deps.client.DELETE('/user/profile/avatar')) as Profile;
  await refreshShellUser(deps.session);
  return user;
}
