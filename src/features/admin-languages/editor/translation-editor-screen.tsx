import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  adminLanguagesQueries,
  type AdminTranslationCounts,
  type AdminTranslationMessage,
} from '@/api/queries/admin-languages';
import { AdminList } from '@/components/admin-list/admin-list';
import { listQueryOf } from '@/components/table/list-query';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { EmptyState } from '@/components/ui/empty-state';
import { CompletionMeter } from '../completion-meter';
import { useLanguageName } from '../language-name';
import { LanguageStateBadges } from '../list/language-state';
import { useMessageColumns } from './message-columns';
import { MessageSheet } from './message-sheet';
import { StateCounts } from './state-counts';
import { DEFAULT_MESSAGES_SORT, MESSAGES_SEARCH_OPTIONS, messagesFilters } from './messages-search';

const routeApi = getRouteApi('/admin/languages/$code');

const getRowId = (message: AdminTranslationMessage) => message.key;

/**
 * /admin/languages/$code: every message of the dashboard and the server in one language, searched by key,
 * English text and translation, filtered by state (missing, overridden, placeholders other than English's),
 * group and catalog, all in the URL; the counts of the whole language on top, each a filter. A message
 * opens beside the list in its editor.
 */
export function TranslationEditorScreen() {
  const { t } = useLingui();
  const nameOf = useLanguageName();
  const { code } = routeApi.useParams();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...MESSAGES_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const { data: language } = useSuspenseQuery(adminLanguagesQueries.detail(code));
  const { data: groups } = useSuspenseQuery(adminLanguagesQueries.groups());
  const result = useQuery({
    ...adminLanguagesQueries.messages(code, listQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<AdminTranslationMessage | null>(null);
  const columns = useMessageColumns(code, setEditing);
  const filters = useMemo(() => messagesFilters(groups), [groups]);
  const counts: AdminTranslationCounts | undefined = result.data?.counts;
  const name = nameOf(language);

  return (
    <main className="grid min-w-0 content-start gap-6">
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span aria-hidden className="text-3xl leading-none">
            {language.flag}
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">
            <Trans>Translations: {name}</Trans>
          </h1>
          <LanguageStateBadges language={language} />
        </div>
        {counts ? (
          <div className="grid gap-3 sm:grid-cols-[minmax(12rem,20rem)_1fr] sm:items-center">
            <CompletionMeter
              percent={counts.total === 0 ? 100 : (counts.translated / counts.total) * 100}
              label={t`${name} translated`}
            />
            <StateCounts counts={counts} url={url} />
          </div>
        ) : null}
      </header>
      <AdminList
        id="admin-language-messages"
        caption={t`Messages in ${name}`}
        columns={columns}
        getRowId={getRowId}
        url={url}
        filters={filters}
        result={result}
        defaultSort={DEFAULT_MESSAGES_SORT}
        countLabel={(count) => t`${plural(count, { one: '# message', other: '# messages' })}`}
        empty={<EmptyState icon={<SearchX />} title={<Trans>This language has no messages.</Trans>} />}
        noMatch={<Trans>No message matches these filters.</Trans>}
      />
      <MessageSheet locale={code} languageName={name} message={editing} onClose={() => setEditing(null)} />
    </main>
  );
}
