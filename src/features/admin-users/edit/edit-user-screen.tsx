import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { adminUserKeys, adminUsersQueries, updateAdminUser } from '@/api/queries/admin-users';
import { formFailure } from '@/components/form/form-failure';
import { PageHeader } from '@/components/page/page-header';
import { Card } from '@/components/ui/card';
import { isLocale } from '@/i18n/locales';
import { notify } from '@/lib/notify';
import { EDIT_USER_FIELDS, userUpdateOf, type EditUserValues } from '../user-schemas';
import { EditUserForm } from './edit-user-form';

const routeApi = getRouteApi('/admin/users/$id/edit');

/**
 * /admin/users/$id/edit: the account's details (PUT /admin/users/{id}, only what changed is sent);
 * roles, status and sessions are changed on the user's page. Once saved, back to that page.
 */
export function EditUserScreen() {
  const { i18n, t } = useLingui();
  const { id } = routeApi.useParams();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(adminUsersQueries.detail(id));
  const saved: EditUserValues = {
    name: user.name,
    email: user.email,
    language: isLocale(user.language) ? user.language : 'en',
    email_verified: user.email_verified,
    password: '',
  };

  async function save(values: EditUserValues) {
    const update = userUpdateOf(values, saved);
    try {
      if (Object.keys(update).length > 0) await updateAdminUser(id, update);
      await queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
      const email = values.email.trim();
      notify.success(t`${email} saved`);
      await navigate({ to: '/admin/users/$id', params: { id } });
      return null;
    } catch (error) {
      return formFailure(error, EDIT_USER_FIELDS, msg`The user could not be saved. Try again.`, i18n);
    }
  }

  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <Card className="max-w-3xl">
        <p className="text-sm break-all text-muted-foreground">
          {user.name} · {user.email}
        </p>
        <EditUserForm userId={id} defaultValues={saved} onSubmit={save} />
      </Card>
    </main>
  );
}
