import { Trans } from '@lingui/react/macro';
import type { components } from '@/api/schema.gen';
import { Moment } from '../moment';

type ActivityEntry = components['schemas']['ActivityLogEntry'];

/** The reason staff gave for a change, when its entry keeps one. */
function reasonOf(entry: ActivityEntry): string | null {
  const reason: unknown = entry.properties?.reason;
  return typeof reason === 'string' && reason !== '' ? reason : null;
}

/** Activity log entries as the server words them, newest first, with who acted and why. */
export function ActivityEntries({ entries }: { entries: readonly ActivityEntry[] }) {
  if (entries.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Nothing recorded yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="grid gap-3">
      {entries.map((entry) => {
        const reason = reasonOf(entry);
        return (
          <li key={entry.id} className="grid gap-1 border-b pb-3 text-sm last:border-b-0 last:pb-0">
            <span className="break-words">{entry.description}</span>
            <span className="text-muted-foreground">
              <Moment at={entry.created_at} />
              {entry.user ? <> · {entry.user.name}</> : null}
            </span>
            {reason ? (
              <span className="break-words text-muted-foreground">
                <Trans>Reason: {reason}</Trans>
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
