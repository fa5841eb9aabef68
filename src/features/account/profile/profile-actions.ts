import { useQueryClient } from '@tanstack/react-query';
import { deleteAvatar, updateProfile, uploadAvatar, userKeys, type Profile } from '@/api/queries/user';
import { languageService } from '@/i18n/language';
import { profileRequest, type ProfileValues } from './profile-schema';

/**
 * What the profile screen does, each resolving with the saved user, which becomes the one profile entry
 * every screen reads (the shell's user menu with it). Saving a new language also makes it the app's.
 * Each rejects with the client's ApiError when the server refuses.
 */
export function useProfileActions() {
  const queryClient = useQueryClient();
  const keep = (user: Profile) => {
    queryClient.setQueryData(userKeys.profile(), user);
    return user;
  };
  return {
    /** PUT /user/profile, then the app follows a newly chosen language. */
    save: async (values: ProfileValues): Promise<Profile> => {
      const user = keep(await updateProfile(profileRequest(values)));
      if (user.language !== languageService.getSnapshot().locale) {
        // A catalog that fails to load keeps the current language; the saved one applies at the next sign-in.
        await languageService.applyUserPreference(user.language).catch(() => undefined);
      }
      return user;
    },
    upload: async (file: File, signal?: AbortSignal) => keep(await uploadAvatar(file, signal)),
    remove: async () => keep(await deleteAvatar()),
  };
}
