import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AdminPage } from '@/api/queries/admin-pages';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { Badge } from '@/components/ui/badge';
import { isLocale, LOCALE_NATIVE_NAMES } from '@/i18n/locales';
import { useDateFormat } from '@/i18n/use-date-format';
import { PageStateBadge } from '../page-state';

/** What the settings' page mapping makes of a slug (the privacy policy, the terms), by slug. */
export type PageRoles = Readonly<Record<string, string>>;

function PageCell({ page, role }: { page: AdminPage; role: string | undefined }) {
  return (
    <span className="grid min-w-0 gap-0.5">
      <Link
        to="/admin/pages/$id/edit"
        params={{ id: page.id }}
        // The title is written in the page's language, whatever the reader's.
        lang={page.language}
        className="font-medium break-words underline-offset-4 hover:underline"
      >
        {page.title}
      </Link>
      <span className="flex flex-wrap items-center gap-1 text-xs break-all text-muted-foreground">
        /p/{page.slug}
        {role ? <Badge variant="outline">{role}</Badge> : null}
      </span>
    </span>
  );
}

/** The pages list's columns: the page (title linked to its editor, address under it), language, state, last change. */
export function usePageColumns(roles: PageRoles): readonly AdminColumn<AdminPage>[] {
  const { t } = useLingui();
  const format = useDateFormat();
  return useMemo(
    () => [
      {
        key: 'title',
        label: t`Page`,
        sortable: true,
        cell: (page) => <PageCell page={page} role={roles[page.slug]} />,
      },
      {
        key: 'language',
        label: t`Language`,
        sortable: true,
        cell: (page) => (isLocale(page.language) ? LOCALE_NATIVE_NAMES[page.language] : page.language),
      },
      {
        key: 'is_published',
        label: t`State`,
        foldLabel: false,
        cell: (page) => <PageStateBadge page={page} />,
      },
      {
        key: 'updated_at',
        label: t`Changed`,
        sortable: true,
        className: 'tabular-nums',
        cell: (page) => format.moment(page.updated_at),
      },
    ],
    [t, format, roles],
  );
}
