import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { exportAnalyticsCsv, type ExportQuery } from '@/api/queries/analytics';
import { failureMessage } from '@/components/form/form-failure';
import { fileNameOf } from '@/lib/content-disposition';
import { downloadBlob } from '@/lib/download-blob';
import { readStreamed, type StreamProgress } from './streamed-file';

export type CsvExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: StreamProgress }
  | { status: 'failed'; message: string };

/**
 * GET /analytics/export?format=csv for `query`, streamed: the state tells how much has arrived, the file
 * is saved under the server's name once it is whole. One export at a time: `start` does nothing while one
 * runs; `cancel` stops it (and so does leaving the screen).
 */
export function useCsvExport(query: ExportQuery) {
  const { i18n } = useLingui();
  const [state, setState] = useState<CsvExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function start() {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', progress: { bytes: 0, rows: 0 } });
    try {
      const response = await exportAnalyticsCsv(query, controller.signal);
      const blob = await readStreamed(
        response,
        (progress) => setState({ status: 'running', progress }),
        controller.signal,
      );
      const fallback = `analytics-${query.start_date ?? ''}-${query.end_date ?? ''}.csv`;
      downloadBlob(fileNameOf(response.headers.get('Content-Disposition'), fallback), blob);
      setState({ status: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) setState({ status: 'idle' });
      else {
        setState({
          status: 'failed',
          message: failureMessage(error, msg`The export could not be downloaded. Try again.`, i18n),
        });
      }
    } finally {
      running.current = null;
    }
  }

  return { state, start: () => void start(), cancel: () => running.current?.abort() };
}
