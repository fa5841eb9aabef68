import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/render-with-i18n';
import { TicketCategoryLabel, TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';

describe('ticket badges', () => {
  it('names a status in words beside a decorative icon', () => {
    renderWithI18n(<TicketStatusBadge status="pending" />);
    const badge = screen.getByText('Awaiting support');
    expect(badge.className).toContain('bg-warning');
    expect(badge.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('tells the priorities apart by their words and icons, not only by colour', () => {
    renderWithI18n(
      <>
        <TicketPriorityBadge priority="low" />
        <TicketPriorityBadge priority="urgent" />
      </>,
    );
    const low = screen.getByText('Low');
    const urgent = screen.getByText('Urgent');
    expect(urgent.className).toContain('bg-destructive');
    expect(low.querySelector('svg')?.classList.toString()).not.toBe(
      urgent.querySelector('svg')?.classList.toString(),
    );
  });

  it('names a category', () => {
    renderWithI18n(<TicketCategoryLabel category="tracking" />);
    expect(screen.getByText('Tracking and events')).toBeTruthy();
  });
});
