import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCard } from './error-card';
import { renderWithI18n } from '../../../tests/render-with-i18n';

afterEach(cleanup);

describe('ErrorCard', () => {
  it('says "Error" and "Something went wrong" by default', () => {
    renderWithI18n(<ErrorCard />);
    const card = screen.getByRole('alert');
    expect(card.textContent).toContain('Error');
    expect(card.textContent).toContain('Something went wrong');
  });

  it('shows the message it is given instead of the default one', () => {
    renderWithI18n(<ErrorCard message="The events could not be loaded" />);
    expect(screen.getByText('The events could not be loaded')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('calls onRetry when Retry is pressed', async () => {
    const onRetry = vi.fn();
    renderWithI18n(<ErrorCard onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button without onRetry', () => {
    renderWithI18n(<ErrorCard />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
