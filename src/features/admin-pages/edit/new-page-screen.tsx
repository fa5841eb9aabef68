import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { adminPageKeys, adminPagesQueries, createAdminPage } from '@/api/queries/admin-pages';
import { pagesKeys } from '@/api/queries/pages';
import { formFailure } from '@/components/form/form-failure';
import { PageHeader } from '@/components/page/page-header';
import { Loader } from '@/components/ui/loader';
import { notify } from '@/lib/notify';
import { PageForm } from './page-form';
import { PAGE_FORM_FIELDS, pageBody, pageFormValues, type PageFormValues } from './page-form-values';

const routeApi = getRouteApi('/admin/pages/new');

/**
 * /admin/pages/new: a new page, or (`?from=…&language=…`) another language's version of one, starting as
 * a draft copy of the version it comes from. Once created, its editor opens.
 */
export function NewPageScreen() {
  const { t, i18n } = useLingui();
  const { from, language } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const source = useQuery({ ...adminPagesQueries.detail(from ?? ''), enabled: from !== undefined });

  async function save(values: PageFormValues) {
    try {
      const created = await createAdminPage(pageBody(values));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPageKeys.all }),
        queryClient.invalidateQueries({ queryKey: pagesKeys.all }),
      ]);
      const title = created.title;
      notify.success(t`${title} created`);
      await navigate({ to: '/admin/pages/$id/edit', params: { id: created.id } });
      return null;
    } catch (error) {
      return formFailure(error, PAGE_FORM_FIELDS, msg`The page could not be created. Try again.`, i18n);
    }
  }

  const copying = from !== undefined && source.isPending;
  const base = source.data
    ? { ...source.data, is_published: false, language: language ?? source.data.language }
    : null;
  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader />
      {copying ? (
        <Loader />
      ) : (
        <PageForm
          defaultValues={pageFormValues(base, language)}
          submitLabel={t`Create page`}
          onSubmit={save}
        />
      )}
    </main>
  );
}
