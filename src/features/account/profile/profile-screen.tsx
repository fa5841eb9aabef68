import { settingsQueries } from '@/api/queries/settings';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/api/api';
import { session } from '@/auth/session/session';
import { PageHeader } from '@/components/page/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { SkeletonText } from '@/components/ui/skeleton';
import { languageService } from '@/i18n/language';
import type { LanguageService } from '@/i18n/language-service';
import { useOfferedLanguages } from '@/i18n/use-offered-languages';
import { UPLOAD_MAX_SIZE_MB } from '@/lib/upload-files';
import { notify } from '@/lib/notify';
import { AvatarCard } from './avatar-card';
import { formFailure } from '@/components/form/form-failure';
import { languageOptions } from './language-options';
import { removeAvatar, saveProfile, uploadAvatar, type ProfileDeps } from './profile-actions';
import { PROFILE_FIELDS, ProfileForm } from './profile-form';
import { profileValues } from './profile-schema';
import { profileQuery, accountKeys, type Profile } from '@/api/queries/account';

type ProfileScreenProps = Partial<Omit<ProfileDeps, 'language'>> & {
  /** The app's language system; tests pass their own. */
  language?: LanguageService;
};

/** /settings/profile: the photo, then the profile form, both on GET /user/profile. */
export function ProfileScreen({
  client = api,
  session: store = session,
  language = languageService,
}: ProfileScreenProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery(client));
  const settings = useQuery(settingsQueries.site(client));
  const offered = useOfferedLanguages(language);
  const deps: ProfileDeps = { client, session: store, language };
  const keep = (user: Profile) => queryClient.setQueryData(accountKeys.profile, user);

  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      {profile.isError ? (
        <ErrorCard onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <Card aria-busy>
          <SkeletonText lines={6} />
        </Card>
      ) : (
        <>
          <AvatarCard
            user={profile.data}
            maxFileSize={settings.data?.max_file_size ?? UPLOAD_MAX_SIZE_MB * 1024 * 1024}
            upload={async (file, signal) => keep(await uploadAvatar(deps, file, signal))}
            remove={async () => keep(await removeAvatar(deps))}
          />
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>{t`Personal details`}</h2>
              </CardTitle>
              <CardDescription>{profile.data.email}</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileDetails
                user={profile.data}
                languages={languageOptions(offered, profile.data.language)}
                onSubmit={async (values) => {
                  try {
                    keep(await saveProfile(deps, values));
                    notify.success(t`Profile updated`);
                    return null;
                  } catch (error) {
                    return formFailure(error, PROFILE_FIELDS, msg`Failed to update profile`, i18n);
                  }
                }}
              />
            </CardContent>
          </Card>
        </>
      )}
    </main>
  );
}

/** The form on the profile as first loaded: a later refetch never overwrites what is being typed. */
function ProfileDetails({
  user,
  ...props
}: Omit<Parameters<typeof ProfileForm>[0], 'defaultValues'> & { user: Profile }) {
  const [defaultValues] = useState(() => profileValues(user));
  return <ProfileForm defaultValues={defaultValues} {...props} />;
}
