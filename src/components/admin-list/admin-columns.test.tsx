import { describe, expect, it } from 'vitest';
import { foldedColumns, type AdminColumn } from './admin-columns';
import { renderWithI18n } from '../../../tests/render-with-i18n';

type Row = { email: string; status: string; joined: string; notes: string };

const COLUMNS: readonly AdminColumn<Row>[] = [
  { key: 'email', label: 'Email', cell: (row) => row.email },
  { key: 'status', label: 'Status', foldLabel: false, cell: (row) => row.status },
  { key: 'joined', label: 'Joined', foldOnPhone: false, cell: (row) => row.joined },
  { key: 'notes', label: 'Notes', hiddenByDefault: true, cell: (row) => row.notes },
];
const ROW: Row = { email: 'ola@example.com', status: 'active', joined: '1 Jan', notes: 'VIP' };

describe('foldedColumns', () => {
  it('keeps the shown columns from sm up and folds them, labelled unless told, under the first on a phone', () => {
    const columns = foldedColumns(COLUMNS, {});
    expect(columns.map((column) => column.key)).toEqual(['email', 'status', 'joined']);
    expect(columns.slice(1).every((column) => column.className?.includes('hidden sm:table-cell'))).toBe(true);

    const { container } = renderWithI18n(<>{columns[0]?.cell?.(ROW)}</>);
    const folded = container.querySelector('[data-slot="folded-columns"]');
    // The status badge speaks for itself; the join date is left to wider screens.
    expect([...(folded?.querySelectorAll('dt') ?? [])].map((dt) => [dt.textContent, dt.className])).toEqual([
      ['Status', 'sr-only'],
    ]);
    expect(folded?.textContent).toBe('Statusactive');
  });

  it('follows the column choice, and never hides the first column', () => {
    const columns = foldedColumns(COLUMNS, { email: false, notes: true, status: false });
    expect(columns.map((column) => column.key)).toEqual(['email', 'joined', 'notes']);
  });

  it('gives a column its own cell from the width it asks, folded under the naming column below that', () => {
    const columns = foldedColumns<Row>(
      [
        { key: 'email', label: 'Email', cell: (row) => row.email },
        { key: 'status', label: 'Status', showFrom: 'always', cell: (row) => row.status },
        { key: 'joined', label: 'Joined', showFrom: 'lg', cell: (row) => row.joined },
        { key: 'notes', label: 'Notes', cell: (row) => row.notes },
      ],
      {},
    );
    expect(columns.map((column) => column.className)).toEqual([
      undefined,
      undefined,
      'hidden lg:table-cell',
      'hidden sm:table-cell',
    ]);

    const { container } = renderWithI18n(<>{columns[0]?.cell?.(ROW)}</>);
    const folded = container.querySelector('[data-slot="folded-columns"]');
    // Shown beside the name on a phone too, the status never folds; the join date folds up to lg.
    expect(folded?.className).toContain('lg:hidden');
    expect([...(folded?.children ?? [])].map((line) => [line.textContent, line.className])).toEqual([
      ['Joined1 Jan', expect.stringContaining('lg:hidden')],
      ['NotesVIP', expect.stringContaining('sm:hidden')],
    ]);
  });

  it('lets a later column name the row: it shows at every width, the ones before it fold under it', () => {
    const columns = foldedColumns<Row>(
      [
        { key: 'joined', label: 'Joined', foldOnPhone: false, cell: (row) => row.joined },
        { key: 'email', label: 'Email', names: true, cell: (row) => row.email },
        { key: 'status', label: 'Status', cell: (row) => row.status },
      ],
      { email: false },
    );
    expect(columns.map((column) => [column.key, column.className])).toEqual([
      ['joined', 'hidden sm:table-cell'],
      ['email', undefined],
      ['status', 'hidden sm:table-cell'],
    ]);
    const { container } = renderWithI18n(<>{columns[1]?.cell?.(ROW)}</>);
    expect(container.textContent).toBe('ola@example.com' + 'Status' + 'active');
  });
});
