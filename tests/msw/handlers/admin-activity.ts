import { HttpResponse } from 'msw';
import type { ActivityEntry } from '@/api/queries/admin-activity';
import { contract, listEnvelope } from '../contract';

// Tag `admin`, its activity part: the staff's log answering with the entries given, recording every list
// and export call's query so a test can read what the screen asked for.

/** What the fake log holds and what it was asked. */
export interface ActivityLog {
  entries: ActivityEntry[];
  /** The search params of every GET /admin/activity-logs, in order. */
  listed: URLSearchParams[];
  /** The search params of every GET /admin/activity-logs/export, in order. */
  exported: URLSearchParams[];
}

export function anActivityLog(entries: ActivityEntry[] = []): ActivityLog {
  return { entries, listed: [], exported: [] };
}

/** The list (every entry, whatever the filters: the screen's query is what tests check) and the export. */
export function activityHandlers(log: ActivityLog) {
  return [
    contract.get('/admin/activity-logs', ({ request }) => {
      log.listed.push(new URL(request.url).searchParams);
      return listEnvelope(log.entries);
    }),
    contract.get('/admin/activity-logs/export', ({ request }) => {
      log.exported.push(new URL(request.url).searchParams);
      return new HttpResponse('created_at,action\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="activity-2026-11-25.csv"',
        },
      });
    }),
  ];
}
