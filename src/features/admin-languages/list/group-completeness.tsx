import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AdminLanguage, AdminTranslationGroup } from '@/api/queries/admin-languages';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useLanguageName } from '../language-name';

function percentOf(translated: number, total: number) {
  return total === 0 ? 100 : Math.floor((translated / total) * 100);
}

/**
 * Completeness per language and group: each group's share of keys every language has, as a table with a
 * language per column. A share links to that language's missing messages of the group, so the number
 * leads to the rows behind it. On a phone the table scrolls sideways inside its card.
 */
export function GroupCompleteness({
  groups,
  languages,
}: {
  groups: readonly AdminTranslationGroup[];
  languages: readonly AdminLanguage[];
}) {
  const { t, i18n } = useLingui();
  const nameOf = useLanguageName();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent' });
  if (groups.length === 0) return null;
  return (
    <Card padding="none" className="min-w-0">
      <CardHeader className="p-5 pb-0">
        <CardTitle>
          <h2>
            <Trans>Completeness by group</Trans>
          </h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          <Trans>
            The share of each group’s keys a language translates. Open a share to see what is missing.
          </Trans>
        </p>
      </CardHeader>
      <div className="overflow-x-auto p-5 pt-3">
        <table className="w-full text-sm">
          <caption className="sr-only">{t`Completeness by group`}</caption>
          <thead>
            <tr className="border-b text-start text-muted-foreground">
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                <Trans>Group</Trans>
              </th>
              <th scope="col" className="px-2 py-2 text-end font-medium">
                <Trans>Keys</Trans>
              </th>
              {languages.map((language) => (
                <th key={language.code} scope="col" className="px-2 py-2 text-end font-medium">
                  <abbr title={nameOf(language)} className="no-underline">
                    <span aria-hidden>{language.flag} </span>
                    {language.code}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.group} className="border-b last:border-b-0">
                <th
                  scope="row"
                  className="py-2 pe-4 text-start font-mono text-xs font-normal whitespace-nowrap"
                >
                  {group.group}
                </th>
                <td className="px-2 py-2 text-end tabular-nums">{group.total_keys}</td>
                {languages.map((language) => {
                  const share = percentOf(group.translated_keys[language.code] ?? 0, group.total_keys);
                  return (
                    <td key={language.code} className="px-2 py-2 text-end tabular-nums">
                      <Link
                        to="/admin/languages/$code"
                        params={{ code: language.code }}
                        search={{ group: group.group, status: share < 100 ? 'missing' : undefined }}
                        className={cn(
                          'underline-offset-4 hover:underline',
                          share < 100 && 'font-medium',
                          share < 50 && 'text-destructive',
                        )}
                      >
                        {percent.format(share / 100)}
                      </Link>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
