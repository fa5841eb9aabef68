import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  adminPageKeys,
  adminPagesQueries,
  deleteAdminPage,
  updateAdminPage,
} from '@/api/queries/admin-pages';
import { pagesKeys } from '@/api/queries/pages';
import { useAccess } from '@/auth/abilities/ability-context';
import { formFailure } from '@/components/form/form-failure';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { DeletePageDialog } from './delete-page-dialog';
import { PageForm } from './page-form';
import { PAGE_FORM_FIELDS, pageBody, pageFormValues, type PageFormValues } from './page-form-values';
import { PageVersions } from './page-versions';

const routeApi = getRouteApi('/admin/pages/$id/edit');

/**
 * /admin/pages/$id/edit: one language's version of a static page, with the page's other languages a
 * click away and a live preview as `/p/{slug}` shows it. Saving stays on the page; the public page shows
 * the change at once.
 */
export function EditPageScreen() {
  const { t, i18n } = useLingui();
  const { id } = routeApi.useParams();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const { data: page } = useSuspenseQuery(adminPagesQueries.detail(id));
  const { allowsAny } = useAccess();
  const [deleting, setDeleting] = useState(false);

  async function afterChange() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminPageKeys.all }),
      queryClient.invalidateQueries({ queryKey: pagesKeys.all }),
    ]);
  }

  async function save(values: PageFormValues) {
    try {
      const saved = await updateAdminPage(id, pageBody(values));
      await afterChange();
      const title = saved.title;
      notify.success(saved.is_published ? t`${title} saved and published` : t`${title} saved as a draft`);
      return null;
    } catch (error) {
      return formFailure(error, PAGE_FORM_FIELDS, msg`The page could not be saved. Try again.`, i18n);
    }
  }

  async function remove() {
    await deleteAdminPage(id);
    await afterChange();
    const title = page.title;
    notify.success(t`${title} deleted`);
    await navigate({ to: '/admin/pages' });
  }

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader
        actions={
          page.is_published ? (
            <Button variant="outline" asChild>
              <a href={`/p/${page.slug}`} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden />
                <Trans>Open the page</Trans>
              </a>
            </Button>
          ) : null
        }
      />
      <PageVersions page={page} />
      <PageForm
        key={`${page.id}-${page.updated_at.toString()}`}
        defaultValues={pageFormValues(page)}
        submitLabel={t`Save`}
        onSubmit={save}
        actions={
          allowsAny(['admin.pages.delete']) ? (
            <Button type="button" variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden />
              <Trans>Delete</Trans>
            </Button>
          ) : null
        }
      />
      <DeletePageDialog page={page} open={deleting} onOpenChange={setDeleting} onDelete={remove} />
    </main>
  );
}
