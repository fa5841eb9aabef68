import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AdminLanguage } from '@/api/queries/admin-languages';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { CompletionMeter } from '../completion-meter';
import { useLanguageName } from '../language-name';
import { LanguageStateBadges } from './language-state';
import { LanguageRowActions, type LanguageActions } from './language-row-actions';

function LanguageCell({ language }: { language: AdminLanguage }) {
  const nameOf = useLanguageName();
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span aria-hidden className="text-2xl leading-none">
        {language.flag}
      </span>
      <span className="grid min-w-0 gap-0.5">
        <Link
          to="/admin/languages/$code"
          params={{ code: language.code }}
          className="font-medium break-words underline-offset-4 hover:underline"
        >
          {nameOf(language)}
        </Link>
        <span lang={language.code} className="text-xs break-words text-muted-foreground">
          {language.native} · {language.code}
        </span>
      </span>
    </span>
  );
}

/**
 * The languages list's columns: the language (flag, English name linked to its translations, native name
 * and code), whether it is the default and offered, how complete it is, and its actions.
 */
export function useLanguageColumns(actions: LanguageActions): readonly AdminColumn<AdminLanguage>[] {
  const { t } = useLingui();
  const nameOf = useLanguageName();
  return useMemo(
    () => [
      {
        key: 'name',
        label: t`Language`,
        sortable: true,
        cell: (language) => <LanguageCell language={language} />,
      },
      {
        key: 'is_active',
        label: t`State`,
        foldLabel: false,
        cell: (language) => <LanguageStateBadges language={language} />,
      },
      {
        key: 'completion',
        label: t`Translated`,
        sortable: true,
        cell: (language) => {
          const name = nameOf(language);
          return (
            <CompletionMeter
              percent={language.completion ?? 0}
              label={t`${name} translated`}
              className="max-w-56"
            />
          );
        },
      },
      {
        key: 'actions',
        label: t`Actions`,
        hideable: false,
        showFrom: 'always',
        align: 'end',
        foldLabel: false,
        cell: (language) => <LanguageRowActions language={language} {...actions} />,
      },
    ],
    [t, nameOf, actions],
  );
}
