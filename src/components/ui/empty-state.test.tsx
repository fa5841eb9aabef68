import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import { renderWithI18n } from '../../../tests/render-with-i18n';

afterEach(cleanup);

describe('EmptyState', () => {
  it('says "No data available" by default', () => {
    const { container } = renderWithI18n(<EmptyState />);
    expect(container.textContent).toBe('No data available');
  });

  it('shows the given title, description and action', () => {
    renderWithI18n(
      <EmptyState
        title="No domains yet"
        description="Add a domain to start tracking."
        action={<button type="button">Add domain</button>}
      />,
    );
    expect(screen.getByText('No domains yet')).toBeTruthy();
    expect(screen.queryByText('No data available')).toBeNull();
    expect(screen.getByText('Add a domain to start tracking.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add domain' })).toBeTruthy();
  });
});
