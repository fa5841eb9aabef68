import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import { renderWithI18n } from '../../../tests/render-with-i18n';

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

describe('Pagination', () => {
  it('shows the rows on screen and seven page buttons around the current page', () => {
    renderWithI18n(<Pagination page={10} pageSize={10} total={200} onPageChange={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Showing 91–100 of 200');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(within(nav).getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Page 9' }).getAttribute('aria-current')).toBeNull();
  });

  it('moves to the clicked, previous and next pages', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithI18n(<Pagination page={3} pageSize={10} total={45} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[5], [2], [4]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithI18n(
      <Pagination page={1} pageSize={20} total={45} onPageChange={vi.fn()} />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(false);
    rerender(<Pagination page={3} pageSize={20} total={45} onPageChange={vi.fn()} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Showing 41–45 of 45');
  });

  it('offers the page sizes 10, 20, 50 and 100 and reports the choice', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    renderWithI18n(
      <Pagination
        page={1}
        pageSize={10}
        total={500}
        onPageChange={vi.fn()}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(trigger.textContent).toBe('10');
    await user.click(trigger);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['10', '20', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('formats the numbers for the active locale', () => {
    renderWithI18n(<Pagination page={1} pageSize={100} total={12345} onPageChange={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Showing 1–100 of 12,345');
  });
});
