import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ActivityEntry } from '@/api/queries/admin-activity';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/i18n/use-date-format';
import { SUBJECT_TYPES } from './activity-filters';
import { EntryChanges } from './entry-changes';
import { changesOf, reasonOf, targetOf } from './entry-changes-model';

interface ActivityNarrowing {
  /** Shows only what this person did. */
  onActor: (userId: string) => void;
  /** Shows only the entries about this record: its history. */
  onRecord: (type: string, id: string) => void;
}

function EntryCell({ entry }: { entry: ActivityEntry }) {
  const reason = reasonOf(entry.properties);
  return (
    <div className="grid min-w-0 gap-1">
      <span className="font-medium break-words">{entry.description}</span>
      <span className="font-mono text-xs break-all text-muted-foreground">{entry.action}</span>
      {reason ? (
        <span className="text-xs break-words">
          <span className="font-medium">
            <Trans>Reason:</Trans>
          </span>{' '}
          {reason}
        </span>
      ) : null}
      <EntryChanges changes={changesOf(entry.properties)} subjectType={entry.subject_type} />
    </div>
  );
}

function ActorCell({ entry, onActor }: { entry: ActivityEntry; onActor: ActivityNarrowing['onActor'] }) {
  const { t } = useLingui();
  const actor = entry.user;
  if (!actor) {
    return (
      <span className="text-muted-foreground">
        <Trans>Nobody signed in, or a deleted account</Trans>
      </span>
    );
  }
  const name = actor.name;
  return (
    <div className="grid min-w-0 justify-items-start">
      <Button
        variant="link"
        className="h-auto min-h-0 p-0 text-start break-words whitespace-normal"
        aria-label={t`Show only what ${name} did`}
        onClick={() => onActor(actor.id)}
      >
        {name}
      </Button>
      <span className="text-xs break-all text-muted-foreground">{actor.email}</span>
    </div>
  );
}

function RecordCell({ entry, onRecord }: { entry: ActivityEntry; onRecord: ActivityNarrowing['onRecord'] }) {
  const { i18n, t } = useLingui();
  const type = entry.subject_type;
  const id = entry.subject_id;
  if (!type || !id) return <span className="text-muted-foreground">—</span>;
  const kind = SUBJECT_TYPES[type];
  const label = targetOf(entry.properties) ?? id;
  return (
    <div className="grid min-w-0 justify-items-start gap-0.5">
      <span className="break-all">
        <span className="text-muted-foreground">{kind ? i18n._(kind) : type}:</span>{' '}
        {type === 'user' ? (
          <Link to="/admin/users/$id" params={{ id }} className="underline-offset-4 hover:underline">
            {label}
          </Link>
        ) : (
          label
        )}
      </span>
      <Button
        variant="link"
        size="sm"
        className="h-auto min-h-0 p-0 text-xs"
        aria-label={t`History of ${label}`}
        onClick={() => onRecord(type, id)}
      >
        <Trans>History</Trans>
      </Button>
    </div>
  );
}

/**
 * The log's columns: what happened (worded by the server in the reader's language, with the reason and
 * what changed), who did it, on which record, when, and from where (hidden at first). A person's name
 * and a record's History narrow the log to them.
 */
export function useActivityColumns({ onActor, onRecord }: ActivityNarrowing): AdminColumn<ActivityEntry>[] {
  const { i18n } = useLingui();
  const format = useDateFormat();
  return useMemo(
    () => [
      {
        key: 'action',
        label: i18n._(msg`What happened`),
        sortable: true,
        cell: (entry) => <EntryCell entry={entry} />,
      },
      {
        key: 'user',
        label: i18n._(msg`Done by`),
        cell: (entry) => <ActorCell entry={entry} onActor={onActor} />,
      },
      {
        key: 'subject',
        label: i18n._(msg`Record`),
        cell: (entry) => <RecordCell entry={entry} onRecord={onRecord} />,
      },
      {
        key: 'created_at',
        label: i18n._(msg`When`),
        sortable: true,
        cell: (entry) => <span className="whitespace-nowrap">{format.moment(entry.created_at)}</span>,
      },
      {
        key: 'ip_address',
        label: i18n._(msg`IP address`),
        hiddenByDefault: true,
        cell: (entry) => <span className="font-mono text-xs break-all">{entry.ip_address ?? '—'}</span>,
      },
    ],
    [i18n, format, onActor, onRecord],
  );
}
