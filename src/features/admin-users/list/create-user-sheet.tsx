import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { adminUserKeys, createAdminUser } from '@/api/queries/admin-users';
import { formFailure } from '@/components/form/form-failure';
import { FormSheet } from '@/components/form/form-sheet';
import { isLocale } from '@/i18n/locales';
import { notify } from '@/lib/notify';
import { CREATE_USER_FIELDS, type CreateUserValues } from '../user-schemas';
import { CreateUserForm } from './create-user-form';

interface CreateUserSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roles: readonly string[];
}

/**
 * POST /admin/users from a sheet beside the list. What was typed stays while the sheet is closed and
 * opened again, until the user is created; then their page opens.
 */
export function CreateUserSheet({ open, onOpenChange, roles }: CreateUserSheetProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const blank = (): CreateUserValues => ({
    name: '',
    email: '',
    password: '',
    language: isLocale(i18n.locale) ? i18n.locale : 'en',
    roles: [],
    email_verified: false,
    send_welcome: true,
  });
  const [draft, setDraft] = useState(blank);

  async function create(values: CreateUserValues) {
    try {
      const user = await createAdminUser({ ...values, name: values.name.trim(), email: values.email.trim() });
      await queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() });
      const email = user.email;
      notify.success(t`User ${email} created`);
      setDraft(blank());
      onOpenChange(false);
      await navigate({ to: '/admin/users/$id', params: { id: user.id } });
      return null;
    } catch (error) {
      return formFailure(error, CREATE_USER_FIELDS, msg`The user could not be created. Try again.`, i18n);
    }
  }

  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>New user</Trans>}
      description={<Trans>The account is active at once. The password is never sent by email.</Trans>}
    >
      <CreateUserForm defaultValues={draft} roles={roles} onDraft={setDraft} onSubmit={create} />
    </FormSheet>
  );
}
