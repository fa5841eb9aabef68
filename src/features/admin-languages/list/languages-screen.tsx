import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Eraser, Languages, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  adminLanguagesQueries,
  clearTranslationCache,
  type AdminLanguage,
} from '@/api/queries/admin-languages';
import { useAccess } from '@/auth/abilities/ability-context';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/lib/notify';
import { localPage, localResult } from '../local-list';
import { AddLanguageSheet } from './add-language-sheet';
import { GroupCompleteness } from './group-completeness';
import { useLanguageColumns } from './language-columns';
import { LanguageChangeDialog, type PendingChange } from './language-change-dialog';
import type { LanguageChange } from './language-row-actions';
import { LANGUAGE_LIST_RULES, LANGUAGES_SEARCH_OPTIONS } from './languages-search';
import { LANGUAGES_FILTERS } from './languages-filters';

const routeApi = getRouteApi('/admin/languages/');

const getRowId = (language: AdminLanguage) => language.code;

/** How many of the default language's keys `code` lacks, summed over the groups. */
function missingKeys(
  groups: readonly { total_keys: number; translated_keys: Record<string, number> }[],
  code: string,
) {
  return groups.reduce(
    (sum, group) => sum + Math.max(0, group.total_keys - (group.translated_keys[code] ?? 0)),
    0,
  );
}

/**
 * /admin/languages: every interface language with its state and how complete it is (searched, filtered
 * and sorted in the URL), completeness per group, and the changes staff make: add a language, switch one
 * on or off, make one the default, add the keys one lacks, clear the server's translations cache.
 */
export function LanguagesScreen() {
  const { t } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...LANGUAGES_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const { data: languages } = useSuspenseQuery(adminLanguagesQueries.list());
  const { data: groups } = useSuspenseQuery(adminLanguagesQueries.groups());
  const { allowsAny } = useAccess();
  const canUpdate = allowsAny(['admin.languages.update']);
  const [adding, setAdding] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const actions = useMemo(
    () => ({
      canUpdate,
      onChange: (language: AdminLanguage, change: LanguageChange) =>
        setPending({ language, change, missing: missingKeys(groups, language.code) }),
    }),
    [canUpdate, groups],
  );
  const columns = useLanguageColumns(actions);
  const result = localResult(localPage(languages, url.state, LANGUAGE_LIST_RULES));

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader
        actions={
          <div className="flex flex-wrap gap-2">
            {canUpdate ? (
              <Button variant="outline" onClick={() => setClearing(true)}>
                <Eraser aria-hidden />
                <Trans>Clear translations cache</Trans>
              </Button>
            ) : null}
            {allowsAny(['admin.languages.create']) ? (
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden />
                <Trans>Add language</Trans>
              </Button>
            ) : null}
          </div>
        }
      />
      <AdminList
        id="admin-languages"
        caption={t`Languages`}
        columns={columns}
        getRowId={getRowId}
        url={url}
        filters={LANGUAGES_FILTERS}
        result={result}
        countLabel={(count) => t`${plural(count, { one: '# language', other: '# languages' })}`}
        empty={<EmptyState icon={<Languages />} title={<Trans>No languages yet.</Trans>} />}
      />
      <GroupCompleteness groups={groups} languages={languages} />
      <AddLanguageSheet open={adding} onClose={() => setAdding(false)} />
      <LanguageChangeDialog pending={pending} onClose={() => setPending(null)} />
      <ConfirmAction
        open={clearing}
        onOpenChange={setClearing}
        tone="default"
        title={t`Clear the translations cache?`}
        description={
          <Trans>
            The server reads every language’s translations afresh. Saving in the editor does this already; use
            it after changes made elsewhere. Browsers keep the copy they have for up to 30 minutes.
          </Trans>
        }
        confirmLabel={t`Clear cache`}
        onConfirm={async () => {
          await clearTranslationCache();
          notify.success(t`Translations cache cleared`);
        }}
      />
    </main>
  );
}
