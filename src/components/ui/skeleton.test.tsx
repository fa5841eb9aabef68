import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SkeletonTable, SkeletonText } from './skeleton';
import { renderWithI18n } from '../../../tests/render-with-i18n';

afterEach(cleanup);

const blocks = (root: ParentNode) => root.querySelectorAll('[data-slot="skeleton"]');

describe('SkeletonText', () => {
  it('draws 3 lines by default', () => {
    const { container } = renderWithI18n(<SkeletonText />);
    expect(blocks(container)).toHaveLength(3);
  });

  it('draws as many lines as asked', () => {
    const { container } = renderWithI18n(<SkeletonText lines={6} />);
    expect(blocks(container)).toHaveLength(6);
  });

  it('tells screen readers that content is loading', () => {
    const { getByRole } = renderWithI18n(<SkeletonText />);
    expect(getByRole('status').textContent).toBe('Loading…');
  });
});

describe('SkeletonTable', () => {
  it('draws 5 rows of 4 columns by default', () => {
    const { container } = renderWithI18n(<SkeletonTable />);
    const rows = container.querySelectorAll('[data-slot="skeleton-table-row"]');
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(blocks(row)).toHaveLength(4);
  });

  it('draws the rows and columns asked for', () => {
    const { container } = renderWithI18n(<SkeletonTable rows={2} columns={7} />);
    const rows = container.querySelectorAll('[data-slot="skeleton-table-row"]');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(blocks(row)).toHaveLength(7);
  });
});
