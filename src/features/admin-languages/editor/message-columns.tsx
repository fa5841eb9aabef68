import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { useMemo } from 'react';
import type { AdminTranslationMessage } from '@/api/queries/admin-languages';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { Button } from '@/components/ui/button';
import { placesOf } from './message-place';
import { MessageStateBadges } from './message-state';

// Messages show as they are written, placeholders and plural forms included: what the editor edits, which
// a browser's translation must leave as it is (translate="no").

function SourceCell({ message }: { message: AdminTranslationMessage }) {
  const place = placesOf(message.references)[0];
  return (
    <span className="grid min-w-0 gap-1">
      <span lang="en" translate="no" className="break-words">
        {message.source}
      </span>
      <span className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
        <span className="font-mono break-all">{message.key}</span>
        {message.context ? <span className="italic">{message.context}</span> : null}
        {place ? <span className="break-words">{place.screen}</span> : null}
      </span>
    </span>
  );
}

function TranslationCell({ message, locale }: { message: AdminTranslationMessage; locale: string }) {
  if (message.translation !== null)
    return (
      <span lang={locale} translate="no" className="break-words">
        {message.translation}
      </span>
    );
  return (
    <span className="text-muted-foreground italic">
      {message.suggestion ? (
        <span lang="en" translate="no" className="break-words">
          {message.suggestion}
        </span>
      ) : (
        <Trans>Not translated</Trans>
      )}
    </span>
  );
}

/**
 * The editor's columns: the English source (with the key, context and the screen it appears on), what
 * readers of the language see (or the sync's suggestion, greyed, while missing), its state, group and
 * catalog (on wide screens), and the button that opens it.
 */
export function useMessageColumns(
  locale: string,
  onEdit: (message: AdminTranslationMessage) => void,
): readonly AdminColumn<AdminTranslationMessage>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        key: 'source',
        label: t`English`,
        sortable: true,
        cell: (message) => <SourceCell message={message} />,
      },
      {
        key: 'translation',
        label: t`Translation`,
        cell: (message) => <TranslationCell message={message} locale={locale} />,
      },
      {
        key: 'state',
        label: t`State`,
        foldLabel: false,
        cell: (message) => <MessageStateBadges message={message} />,
      },
      {
        key: 'group',
        label: t`Group`,
        sortable: true,
        showFrom: 'xl',
        // The key under the English text starts with the group already.
        foldOnPhone: false,
        className: 'font-mono text-xs',
        cell: (message) => message.group,
      },
      {
        key: 'actions',
        label: t`Actions`,
        hideable: false,
        showFrom: 'always',
        align: 'end',
        foldLabel: false,
        cell: (message) => {
          const key = message.key;
          return (
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t`Edit ${key}`}
              onClick={() => onEdit(message)}
            >
              <Pencil aria-hidden />
            </Button>
          );
        },
      },
    ],
    [t, locale, onEdit],
  );
}
