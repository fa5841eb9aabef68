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
});
