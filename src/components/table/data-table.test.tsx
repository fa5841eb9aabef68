import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { TableColumn } from './table-columns';
import type { TableSort } from './table-sort';
import { renderWithI18n } from '../../../tests/render-with-i18n';

type Domain = { id: string; name: string; events: number; plan: { name: string } };

const domains: Domain[] = [
  { id: 'd1', name: 'beta.com', events: 30, plan: { name: 'Pro' } },
  { id: 'd2', name: 'alpha.com', events: 1200, plan: { name: 'Free' } },
  { id: 'd3', name: 'gamma.com', events: 5, plan: { name: 'Pro' } },
];

const columns: TableColumn<Domain>[] = [
  { key: 'name', label: 'Domain', sortable: true, width: 200, fixed: true },
  { key: 'events', label: 'Events', sortable: true, align: 'end' },
  { key: 'plan', prop: 'plan.name', label: 'Plan' },
  { key: 'actions', label: 'Actions', cell: (row) => <button type="button">Edit {row.name}</button> },
];

const getRowId = (row: Domain) => row.id;

function bodyRows() {
  return screen.getAllByRole('row').filter((row) => row.closest('tbody'));
}

function bodyRow(index: number) {
  const row = bodyRows()[index];
  if (!row) throw new Error(`No body row ${index}`);
  return row;
}

function firstColumn() {
  return bodyRows().map((row) => row.querySelector('td')?.textContent);
}

function header(name: string) {
  return screen.getByRole('columnheader', { name: new RegExp(name) });
}

describe('DataTable', () => {
  it('renders the columns, values from dotted props, formatted numbers and custom cells', () => {
    renderWithI18n(<DataTable caption="Domains" columns={columns} data={domains} getRowId={getRowId} />);
    expect(screen.getByRole('table', { name: 'Domains' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Domain',
      'Events',
      'Plan',
      'Actions',
    ]);
    const second = within(bodyRow(1)).getAllByRole('cell');
    expect(second.map((td) => td.textContent)).toEqual(['alpha.com', '1,200', 'Free', 'Edit alpha.com']);
  });

  it('keeps the focus on a button in a cell when the columns are made again', async () => {
    const user = userEvent.setup();
    /** Its columns are new on every choice, as a screen's are when their callbacks change. */
    function Narrowing() {
      const [chosen, setChosen] = useState('nothing');
      const narrowing: TableColumn<Domain>[] = [
        { key: 'name', label: 'Domain' },
        {
          key: 'only',
          label: 'Only',
          cell: (row) => (
            <button type="button" onClick={() => setChosen(row.name)}>
              Only {row.name}
            </button>
          ),
        },
      ];
      return (
        <>
          <p>Chosen: {chosen}</p>
          <DataTable caption="Domains" columns={narrowing} data={domains} getRowId={getRowId} />
        </>
      );
    }
    renderWithI18n(<Narrowing />);
    const only = screen.getByRole('button', { name: 'Only alpha.com' });
    only.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Chosen: alpha.com')).toBeTruthy();
    expect(document.activeElement).toBe(only);
  });

  it('gives a column its width and makes a fixed column sticky', () => {
    renderWithI18n(<DataTable caption="Domains" columns={columns} data={domains} getRowId={getRowId} />);
    const th = header('Domain');
    expect(th.style.width).toBe('200px');
    expect(th.className).toContain('sticky');
    expect(header('Events').className).not.toContain('sticky');
  });

  it('sorts ascending, descending, then not at all on header clicks and reports each step', async () => {
    const onSortChange = vi.fn<(sort: TableSort) => void>();
    renderWithI18n(
      <DataTable
        caption="Domains"
        columns={columns}
        data={domains}
        getRowId={getRowId}
        onSortChange={onSortChange}
      />,
    );
    const button = within(header('Events')).getByRole('button');

    await userEvent.click(button);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'events', order: 'asc' });
    expect(header('Events').getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['gamma.com', 'beta.com', 'alpha.com']);

    await userEvent.click(button);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'events', order: 'desc' });
    expect(header('Events').getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['alpha.com', 'beta.com', 'gamma.com']);

    await userEvent.click(button);
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    expect(header('Events').getAttribute('aria-sort')).toBe('none');
    expect(firstColumn()).toEqual(['beta.com', 'alpha.com', 'gamma.com']);
  });

  it('sorts text columns ascending first as well', async () => {
    renderWithI18n(<DataTable caption="Domains" columns={columns} data={domains} getRowId={getRowId} />);
    await userEvent.click(within(header('Domain')).getByRole('button'));
    expect(firstColumn()).toEqual(['alpha.com', 'beta.com', 'gamma.com']);
  });

  it('puts aria-sort only on sortable columns and leaves them without a button otherwise', () => {
    renderWithI18n(<DataTable caption="Domains" columns={columns} data={domains} getRowId={getRowId} />);
    expect(header('Domain').getAttribute('aria-sort')).toBe('none');
    expect(header('Plan').hasAttribute('aria-sort')).toBe(false);
    expect(within(header('Plan')).queryByRole('button')).toBeNull();
  });

  it('sorts from the keyboard', async () => {
    const onSortChange = vi.fn<(sort: TableSort) => void>();
    renderWithI18n(
      <DataTable
        caption="Domains"
        columns={columns}
        data={domains}
        getRowId={getRowId}
        onSortChange={onSortChange}
      />,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(within(header('Domain')).getByRole('button'));
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', order: 'asc' });
    await userEvent.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', order: 'desc' });
  });

  it('in server-side mode keeps the given order and shows the sort the parent holds', async () => {
    function ServerTable() {
      const [sort, setSort] = useState<TableSort>({ key: 'events', order: 'desc' });
      return (
        <>
          <p data-testid="request">{sort ? `${sort.key} ${sort.order}` : 'default'}</p>
          <DataTable
            serverSide
            caption="Domains"
            columns={columns}
            data={domains}
            getRowId={getRowId}
            sort={sort}
            onSortChange={setSort}
          />
        </>
      );
    }
    renderWithI18n(<ServerTable />);
    expect(header('Events').getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['beta.com', 'alpha.com', 'gamma.com']);

    await userEvent.click(within(header('Events')).getByRole('button'));
    expect(screen.getByTestId('request').textContent).toBe('default');
    expect(header('Events').getAttribute('aria-sort')).toBe('none');
    expect(firstColumn()).toEqual(['beta.com', 'alpha.com', 'gamma.com']);
  });

  it('selects rows one by one and all rows on the page, and reports the ids', async () => {
    const onSelectionChange = vi.fn<(ids: string[]) => void>();
    renderWithI18n(
      <DataTable
        selectable
        caption="Domains"
        columns={columns}
        data={domains}
        getRowId={getRowId}
        rowLabel={(row) => row.name}
        onSelectionChange={onSelectionChange}
      />,
    );
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select alpha.com' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['d2']);
    expect(bodyRow(1).getAttribute('data-state')).toBe('selected');
    expect(all.getAttribute('aria-checked')).toBe('mixed');

    await userEvent.click(all);
    expect(onSelectionChange.mock.lastCall?.[0].toSorted()).toEqual(['d1', 'd2', 'd3']);
    expect(all.getAttribute('aria-checked')).toBe('true');

    await userEvent.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    const states = screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-checked'));
    expect(states).toEqual(['false', 'false', 'false', 'false']);
  });

  it('keeps selected ids from other pages when selecting all on this page', async () => {
    const onSelectionChange = vi.fn<(ids: string[]) => void>();
    renderWithI18n(
      <DataTable
        selectable
        caption="Domains"
        columns={columns}
        data={domains.slice(0, 2)}
        getRowId={getRowId}
        selectedIds={['other-page']}
        onSelectionChange={onSelectionChange}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelectionChange.mock.lastCall?.[0].toSorted()).toEqual(['d1', 'd2', 'other-page']);
  });

  it('shows skeleton rows and a busy table while loading', () => {
    renderWithI18n(<DataTable loading caption="Domains" columns={columns} data={[]} getRowId={getRowId} />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(document.querySelectorAll('[data-slot="table-loading-row"]')).toHaveLength(5);
    expect(screen.queryByText('No data available')).toBeNull();
  });

  it('shows "No data available" when there are no rows', () => {
    renderWithI18n(<DataTable caption="Domains" columns={columns} data={[]} getRowId={getRowId} />);
    const cell = screen.getByText('No data available').closest('td');
    expect(cell?.colSpan).toBe(4);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
  });

  it('shows the error message and retries on request', async () => {
    const onRetry = vi.fn();
    renderWithI18n(
      <DataTable
        caption="Domains"
        columns={columns}
        data={domains}
        getRowId={getRowId}
        error="Could not load domains"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load domains');
    expect(screen.queryByText('beta.com')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the generic message for error={true}', () => {
    renderWithI18n(<DataTable caption="Domains" columns={columns} data={[]} getRowId={getRowId} error />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
