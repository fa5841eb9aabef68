import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { adminSettingsQueries, type AdminSetting } from '@/api/queries/admin-settings';
import { useAccess } from '@/auth/abilities/ability-context';
import { PageHeader } from '@/components/page/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import { settingWords } from './setting-field';
import { isChanged } from './setting-form-values';
import { SETTING_GROUP_LABELS, settingOrder } from './setting-texts';
import { SettingsGroupForm } from './settings-group-form';

const routeApi = getRouteApi('/admin/settings/$group');

/** The URL's group (`page-mapping`) as the API names it (`page_mapping`), and back. */
const groupOfSlug = (slug: string) => slug.replaceAll('-', '_');
const slugOfGroup = (group: string) => group.replaceAll('_', '-');

/**
 * /admin/settings/{group}: the groups as tabs, one group's settings as a typed form, a search across every
 * setting (its words in the reader's language, its key, its value) and a "changed from default" filter.
 */
export function SettingsScreen() {
  const { t, i18n } = useLingui();
  const { group: slug } = routeApi.useParams();
  const { data } = useSuspenseQuery(adminSettingsQueries.all());
  const { allowsAny } = useAccess();
  const canUpdate = allowsAny(['admin.settings.update']);
  const [query, setQuery] = useState('');
  const [changedOnly, setChangedOnly] = useState(false);
  const changedId = useId();
  const group = groupOfSlug(slug);
  const summary = data.groups.find((item) => item.group === group);
  const matchesFilter = (setting: AdminSetting) => !changedOnly || isChanged(setting);
  const needle = query.trim().toLocaleLowerCase();
  const found = needle
    ? data.settings.filter((setting) => {
        const words = settingWords(i18n, setting);
        const haystack = [setting.key, words.label, words.description ?? '', JSON.stringify(setting.value)]
          .join(' ')
          .toLocaleLowerCase();
        return haystack.includes(needle) && matchesFilter(setting);
      })
    : [];
  const groupSettings = data.settings
    .filter((setting) => setting.group === group)
    .sort((a, b) => settingOrder(a.key) - settingOrder(b.key));
  const shown = new Set(groupSettings.filter(matchesFilter).map((setting) => setting.key));
  const groupLabel = (name: string) => {
    const label = SETTING_GROUP_LABELS.find((item) => item.group === name)?.label;
    return label ? i18n._(label) : name;
  };

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader />
      <nav aria-label={t`Settings groups`} className="flex flex-wrap gap-2">
        {data.groups.map((item) => (
          <Link
            key={item.group}
            to="/admin/settings/$group"
            params={{ group: slugOfGroup(item.group) }}
            aria-current={item.group === group ? 'page' : undefined}
            className={cn(
              'rounded-md border px-3 py-1.5 text-sm font-medium',
              item.group === group ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
          >
            {groupLabel(item.group)}
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap items-center gap-4">
        <SearchInput
          className="w-full sm:max-w-sm"
          aria-label={t`Search all settings`}
          placeholder={t`Search all settings`}
          onSearch={setQuery}
        />
        <div className="flex items-center gap-2">
          <NativeCheckbox
            id={changedId}
            checked={changedOnly}
            onChange={(event) => setChangedOnly(event.currentTarget.checked)}
          />
          <Label htmlFor={changedId} className="font-normal">
            <Trans>Changed from default only</Trans>
          </Label>
        </div>
      </div>
      {needle ? (
        <SearchResults found={found} groupLabel={groupLabel} />
      ) : summary ? (
        <section className="grid gap-4 rounded-lg border p-4 sm:p-6">
          <h2 className="text-lg font-semibold">{groupLabel(group)}</h2>
          {shown.size === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Every setting of this group has its default value.</Trans>
            </p>
          ) : null}
          <SettingsGroupForm
            key={group}
            settings={groupSettings}
            shown={shown}
            canUpdate={canUpdate}
            label={groupLabel(group)}
          />
        </section>
      ) : (
        <EmptyState icon={<SlidersHorizontal />} title={<Trans>There is no such settings group.</Trans>} />
      )}
    </main>
  );
}

/** The settings matching a search, across the groups, each linking to its place in its group's form. */
function SearchResults({
  found,
  groupLabel,
}: {
  found: readonly AdminSetting[];
  groupLabel: (group: string) => string;
}) {
  const { t, i18n } = useLingui();
  if (!found.length)
    return <EmptyState icon={<SlidersHorizontal />} title={<Trans>No setting matches the search.</Trans>} />;
  return (
    <ul aria-label={t`Search results`} className="grid gap-2">
      {found.map((setting) => {
        const words = settingWords(i18n, setting);
        return (
          <li key={setting.key} className="rounded-lg border p-3">
            <Link
              to="/admin/settings/$group"
              params={{ group: slugOfGroup(setting.group) }}
              hash={setting.key}
              className="font-medium underline-offset-4 hover:underline"
            >
              {words.label}
            </Link>
            <p className="text-sm text-muted-foreground">
              {groupLabel(setting.group)} · <code>{setting.key}</code>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
