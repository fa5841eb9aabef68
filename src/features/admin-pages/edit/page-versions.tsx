import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { adminPagesQueries, type AdminPage } from '@/api/queries/admin-pages';
import { LOCALE_NATIVE_NAMES, LOCALES } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { PageStateBadge } from '../page-state';

/**
 * The page's versions, one per language: each language's editor, or a way to add the missing ones as a
 * copy of this version to translate.
 */
export function PageVersions({ page }: { page: AdminPage }) {
  const { t } = useLingui();
  const { data } = useQuery(adminPagesQueries.list({ page: 1, per_page: 10, filter: { slug: page.slug } }));
  const versions = data?.items ?? [page];
  return (
    <nav aria-label={t`Languages of this page`} className="flex flex-wrap gap-2">
      {LOCALES.map((locale) => {
        const version = versions.find((row) => row.language === locale);
        const name = LOCALE_NATIVE_NAMES[locale];
        return version ? (
          <Link
            key={locale}
            to="/admin/pages/$id/edit"
            params={{ id: version.id }}
            aria-current={version.id === page.id ? 'page' : undefined}
            className={cn(
              'inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm hover:bg-accent',
              version.id === page.id && 'border-primary bg-accent font-medium',
            )}
          >
            {name}
            <PageStateBadge page={version} />
          </Link>
        ) : (
          <Link
            key={locale}
            to="/admin/pages/new"
            search={{ language: locale, from: page.id }}
            className="inline-flex items-center gap-1 rounded-md border border-dashed px-3 py-1.5 text-sm text-muted-foreground hover:bg-accent"
          >
            <Plus aria-hidden className="size-3.5" />
            <Trans>Add {name}</Trans>
          </Link>
        );
      })}
    </nav>
  );
}
