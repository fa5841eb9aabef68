import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MetricCard } from './metric-card';
import { renderWithI18n } from '../../../tests/render-with-i18n';

afterEach(cleanup);

const slot = (root: HTMLElement, name: string) => root.querySelector(`[data-slot="${name}"]`);

describe('MetricCard', () => {
  it('shows the label, the value and a rise with its sign', () => {
    const { container } = renderWithI18n(<MetricCard label="Events" value="1,204" change={12.5} />);
    expect(container.textContent).toContain('Events');
    expect(slot(container, 'metric-card-value')?.textContent).toBe('1,204');
    expect(slot(container, 'metric-card-change')?.textContent).toBe('+12.5% vs previous period');
    expect(container.querySelector('.lucide-trending-up')).not.toBeNull();
  });

  it('shows a fall with a minus sign and a falling icon', () => {
    const { container } = renderWithI18n(<MetricCard label="Events" value="980" change={-3} />);
    expect(slot(container, 'metric-card-change')?.textContent).toBe('-3% vs previous period');
    expect(container.querySelector('.lucide-trending-down')).not.toBeNull();
  });

  it('shows no change line without a change', () => {
    const { container } = renderWithI18n(<MetricCard label="Events" value="980" />);
    expect(slot(container, 'metric-card-change')).toBeNull();
  });

  it('shows placeholders and is marked busy while loading', () => {
    const { container } = renderWithI18n(<MetricCard label="Events" value="980" change={4} loading />);
    expect(slot(container, 'metric-card')?.getAttribute('aria-busy')).toBe('true');
    expect(slot(container, 'metric-card-value')).toBeNull();
    expect(container.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(2);
    expect(container.textContent).toContain('Loading…');
  });
});
