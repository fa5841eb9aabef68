import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/i18n/use-date-format';
import { cn } from '@/lib/cn';

type DataAsOfProps = {
  /** When the server computed the figures; unknown for a server that does not say. */
  generatedAt: Date | undefined;
  refreshing: boolean;
  /** True when the last refresh failed: the figures shown are the ones before it. */
  failed: boolean;
  onRefresh: () => void;
};

/** "Data as of …" beside the title, and Refresh, which asks for the figures again. */
export function DataAsOf({ generatedAt, refreshing, failed, onRefresh }: DataAsOfProps) {
  const { t } = useLingui();
  const format = useDateFormat();
  const moment = generatedAt ? format.moment(generatedAt) : null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      {moment && generatedAt ? (
        <p>
          <Trans>
            Data as of <time dateTime={generatedAt.toISOString()}>{moment}</time>
          </Trans>
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="text-destructive">
          {t`Could not refresh the figures.`}
        </p>
      ) : null}
      <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw aria-hidden className={cn(refreshing && 'animate-spin motion-reduce:animate-none')} />
        <Trans>Refresh</Trans>
      </Button>
    </div>
  );
}
