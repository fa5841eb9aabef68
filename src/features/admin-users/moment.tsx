import { Trans } from '@lingui/react/macro';
import { useDateFormat } from '@/i18n/use-date-format';

/** An instant in the user's time zone and language, or "Never" for none. */
export function Moment({ at, style }: { at: Date | null | undefined; style?: 'calendarDay' | 'dateTime' }) {
  const format = useDateFormat();
  if (!at) {
    return (
      <span className="text-muted-foreground">
        <Trans>Never</Trans>
      </span>
    );
  }
  return (
    <time dateTime={at.toISOString()} className="whitespace-nowrap">
      {format.moment(at, style)}
    </time>
  );
}
