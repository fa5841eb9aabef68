import { Trans, useLingui } from '@lingui/react/macro';
import { Download, LoaderCircle, X } from 'lucide-react';
import type { ExportQuery } from '@/api/queries/analytics';
import { Button } from '@/components/ui/button';
import { formatCount } from '../analytics-format';
import { useCsvExport } from './use-csv-export';

/**
 * "Export CSV": downloads the figures of the current filters as the server streams them, saying how many
 * rows have arrived, with a Cancel while it runs and the reason when it fails.
 */
export function ExportButton({ query }: { query: ExportQuery }) {
  const { i18n } = useLingui();
  const { state, start, cancel } = useCsvExport(query);
  const rows =
    state.status === 'running' ? formatCount(Math.max(state.progress.rows - 1, 0), i18n.locale) : '';
  const kilobytes =
    state.status === 'running' ? formatCount(Math.ceil(state.progress.bytes / 1024), i18n.locale) : '';

  return (
    <div className="grid justify-items-end gap-1 max-sm:w-full max-sm:justify-items-stretch">
      <div className="flex gap-2">
        <Button
          variant="outline"
          onClick={start}
          disabled={state.status === 'running'}
          className="max-sm:flex-1"
        >
          {state.status === 'running' ? (
            <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />
          ) : (
            <Download aria-hidden />
          )}
          <Trans>Export CSV</Trans>
        </Button>
        {state.status === 'running' ? (
          <Button variant="ghost" onClick={cancel}>
            <X aria-hidden />
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="text-xs text-muted-foreground empty:hidden">
        {state.status === 'running' ? (
          <Trans>
            Downloading… {rows} rows ({kilobytes} kB)
          </Trans>
        ) : null}
      </p>
      {state.status === 'failed' ? (
        <p role="alert" className="text-xs text-destructive">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
