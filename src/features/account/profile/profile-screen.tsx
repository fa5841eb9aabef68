import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { settingsQueries } from '@/api/queries/settings';
import { userQueries, type Profile } from '@/api/queries/user';
import { formFailure } from '@/components/form/form-failure';
import { PageHeader } from '@/components/page/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { languageService } from '@/i18n/language';
import { useOfferedLanguages } from '@/i18n/use-offered-languages';
import { notify } from '@/lib/notify';
import { AvatarCard } from './avatar-card';
import { languageOptions } from './language-options';
import { useProfileActions } from './profile-actions';
import { PROFILE_FIELDS, ProfileForm } from './profile-form';
import { profileValues } from './profile-schema';

/** /settings/profile: the photo, then the profile form, both on GET /user/profile. */
export function ProfileScreen() {
  const { i18n, t } = useLingui();
  const { data: profile } = useSuspenseQuery(userQueries.profile());
  const { data: settings } = useSuspenseQuery(settingsQueries.site());
  const offered = useOfferedLanguages(languageService);
  const actions = useProfileActions();

  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <AvatarCard
        user={profile}
        maxFileSize={settings.max_file_size}
        upload={actions.upload}
        remove={actions.remove}
      />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t`Personal details`}</h2>
          </CardTitle>
          <CardDescription>{profile.email}</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileDetails
            user={profile}
            languages={languageOptions(offered, profile.language)}
            onSubmit={async (values) => {
              try {
                await actions.save(values);
                notify.success(t`Profile updated`);
                return null;
              } catch (error) {
                return formFailure(error, PROFILE_FIELDS, msg`Failed to update profile`, i18n);
              }
            }}
          />
        </CardContent>
      </Card>
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
