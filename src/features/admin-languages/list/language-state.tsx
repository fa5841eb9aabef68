import { Trans } from '@lingui/react/macro';
import type { AdminLanguage } from '@/api/queries/admin-languages';
import { Badge } from '@/components/ui/badge';

/** A language's state in badges: the default, and offered to users or switched off. */
export function LanguageStateBadges({ language }: { language: AdminLanguage }) {
  return (
    <span className="flex flex-wrap gap-1">
      {language.is_default ? (
        <Badge variant="info">
          <Trans>Default</Trans>
        </Badge>
      ) : null}
      {language.is_active ? (
        <Badge variant="success">
          <Trans context="language state">Active</Trans>
        </Badge>
      ) : (
        <Badge variant="secondary">
          <Trans context="language state">Switched off</Trans>
        </Badge>
      )}
    </span>
  );
}
