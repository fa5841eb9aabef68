import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { ownerIn, storeEvents } from './analytics-fixtures.ts';

const server = useTestServer();

/** GET /analytics/export as CSV in `language`, its lines without the byte-order mark. */
async function exportLines(token: string, language: string) {
  const response = await server().app.inject({
    method: 'GET',
    url: '/api/v1/analytics/export?start_date=2026-11-09&end_date=2026-11-10',
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return response.body.replace(/^\uFEFF/, '').split('\r\n');
}

describe('GET /analytics/export (CSV)', () => {
  it('says in its header what the figures are: days in the user’s time zone, revenue in each row’s currency', async () => {
    const owner = await ownerIn(server(), 'Europe/Warsaw');
    // 23:30 UTC on the 9th is already the 10th in Warsaw.
    await storeEvents(server(), [
      { domainId: owner.domain.id, at: '2026-11-09T23:30:00Z', value: 1234.5, currency: 'EUR' },
      { domainId: owner.domain.id, at: '2026-11-10T10:00:00Z', value: 1000, currency: 'JPY' },
    ]);

    const english = await exportLines(owner.token, 'en');
    expect(english[0]).toBe(
      'Date (Europe/Warsaw),Domain ID,Domain,Event,Currency,Events,Processed,Failed,Revenue (in the row’s currency)',
    );
    const polish = await exportLines(owner.token, 'pl');
    expect(polish[0]).toBe(
      'Data (Europe/Warsaw),ID domeny,Domena,Zdarzenie,Waluta,Zdarzenia,Przetworzone,Nieudane,Przychód (w walucie wiersza)',
    );
    // The figures are plain machine numbers whatever the language: a dot decimal, no grouping, the
    // currency's own decimals, so a spreadsheet or a script reads them the same everywhere.
    const { domain } = owner;
    expect(polish.slice(1)).toEqual([
      `2026-11-10,${domain.id},${domain.name},Purchase,EUR,1,1,0,1234.50`,
      `2026-11-10,${domain.id},${domain.name},Purchase,JPY,1,1,0,1000`,
      '',
    ]);
    expect(english.slice(1)).toEqual(polish.slice(1));
  });
});
