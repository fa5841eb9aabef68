import { Trans } from '@lingui/react/macro';
import type { AdminTranslationMessage } from '@/api/queries/admin-languages';
import { Badge } from '@/components/ui/badge';

/** A message's state in badges: missing, overridden by staff, placeholders other than English's. */
export function MessageStateBadges({ message }: { message: AdminTranslationMessage }) {
  return (
    <span className="flex flex-wrap gap-1">
      {message.missing ? (
        <Badge variant="destructive">
          <Trans>Missing</Trans>
        </Badge>
      ) : null}
      {message.overridden ? (
        <Badge variant="info">
          <Trans>Overridden</Trans>
        </Badge>
      ) : null}
      {message.placeholders_differ ? (
        <Badge variant="warning">
          <Trans>Placeholders differ</Trans>
        </Badge>
      ) : null}
      {!message.missing && !message.overridden && !message.placeholders_differ ? (
        <Badge variant="outline">
          <Trans>Built in</Trans>
        </Badge>
      ) : null}
    </span>
  );
}
