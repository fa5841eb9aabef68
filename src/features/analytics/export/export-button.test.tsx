import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { TEST_API } from '../../../../tests/msw/test-api';
import { renderScreen } from '../../../../tests/render-screen';
import { signedInAs } from '../../../../tests/session';
import { ExportButton } from './export-button';

const QUERY = { start_date: '2026-11-01', end_date: '2026-11-30', domain_id: 'domain-1' };
const CSV =
  'Date,Domain ID,Domain,Event,Currency,Events,Processed,Failed,Revenue\n2026-11-01,d,shop,Lead,,5,5,0,\n';

let saved: { name: string; blob: Blob }[];

beforeEach(() => {
  saved = [];
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((made: Blob) => {
    blob = made;
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ name: this.download, blob });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Answers the export with `body`, recording each query; `gate` holds the answer back until it resolves. */
function answerExport(body: () => Response, gate: Promise<void> = Promise.resolve()) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(`${TEST_API}/analytics/export`, async ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      await gate;
      return body();
    }),
  );
  return asked;
}

const csvResponse = () =>
  new HttpResponse(CSV, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="analytics-2026-11-01-2026-11-30.csv"',
    },
  });

describe('ExportButton', () => {
  it('downloads the CSV of the current filters under the server’s file name', async () => {
    signedInAs();
    const asked = answerExport(csvResponse);
    await renderScreen(<ExportButton query={QUERY} />, '/analytics', 'Export CSV');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toEqual([{ ...QUERY, format: 'csv' }]);
    expect(saved[0]?.name).toBe('analytics-2026-11-01-2026-11-30.csv');
    expect(await saved[0]?.blob.text()).toBe(CSV);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
  });

  it('starts one export at a time and can be cancelled', async () => {
    signedInAs();
    const gate = Promise.withResolvers<undefined>();
    const asked = answerExport(
      csvResponse,
      gate.promise.then(() => undefined),
    );
    await renderScreen(<ExportButton query={QUERY} />, '/analytics', 'Export CSV');
    const button = screen.getByRole('button', { name: 'Export CSV' });

    await userEvent.click(button);
    await userEvent.click(button);
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    gate.resolve(undefined);

    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(asked).toHaveLength(1);
    expect(saved).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why when the export fails', async () => {
    signedInAs();
    answerExport(() => refusal(404, 'Domain not found'));
    await renderScreen(<ExportButton query={QUERY} />, '/analytics', 'Export CSV');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Domain not found');
    expect(saved).toEqual([]);
  });
});
