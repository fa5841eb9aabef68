import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Languages, Power, PowerOff, RefreshCw, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminLanguage } from '@/api/queries/admin-languages';
import { RowActionsTrigger } from '@/components/admin-list/row-actions-trigger';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useLanguageName } from '../language-name';

/** What a language's menu can start; the screen confirms and runs it. */
export type LanguageChange = 'activate' | 'deactivate' | 'make-default' | 'sync';

export interface LanguageActions {
  canUpdate: boolean;
  onChange: (language: AdminLanguage, change: LanguageChange) => void;
}

/** Why a disabled entry is disabled, under its words. */
function Why({ children }: { children: ReactNode }) {
  return <span className="block text-xs text-muted-foreground">{children}</span>;
}

/**
 * A language's "…" menu: its translations; switch it on or off (the default stays on, and the entry says
 * why); make it the default (once it is on); add the keys it lacks from the default language.
 */
export function LanguageRowActions({
  language,
  canUpdate,
  onChange,
}: LanguageActions & { language: AdminLanguage }) {
  const nameOf = useLanguageName();
  const isDefault = language.is_default === true;
  return (
    <DropdownMenu>
      <RowActionsTrigger name={nameOf(language)} />
      <DropdownMenuContent align="end" className="max-w-72">
        <DropdownMenuItem asChild>
          <Link to="/admin/languages/$code" params={{ code: language.code }}>
            <Languages aria-hidden />
            <Trans>Edit translations</Trans>
          </Link>
        </DropdownMenuItem>
        {canUpdate && language.is_active ? (
          <DropdownMenuItem disabled={isDefault} onSelect={() => onChange(language, 'deactivate')}>
            <PowerOff aria-hidden />
            <span>
              <Trans>Switch off</Trans>
              {isDefault ? (
                <Why>
                  <Trans>The default language stays on. Make another language the default first.</Trans>
                </Why>
              ) : null}
            </span>
          </DropdownMenuItem>
        ) : null}
        {canUpdate && !language.is_active ? (
          <DropdownMenuItem onSelect={() => onChange(language, 'activate')}>
            <Power aria-hidden />
            <Trans>Switch on</Trans>
          </DropdownMenuItem>
        ) : null}
        {canUpdate && !isDefault ? (
          <DropdownMenuItem
            disabled={!language.is_active}
            onSelect={() => onChange(language, 'make-default')}
          >
            <Star aria-hidden />
            <span>
              <Trans>Make default</Trans>
              {language.is_active ? null : (
                <Why>
                  <Trans>Switch it on first: the default language is always offered.</Trans>
                </Why>
              )}
            </span>
          </DropdownMenuItem>
        ) : null}
        {canUpdate && !isDefault ? (
          <DropdownMenuItem onSelect={() => onChange(language, 'sync')}>
            <RefreshCw aria-hidden />
            <Trans>Add missing keys</Trans>
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
