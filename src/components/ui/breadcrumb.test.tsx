import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb';
import { renderWithI18n } from '../../../tests/render-with-i18n';

afterEach(cleanup);

const items = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Domains', to: '/domains' },
  { label: 'shop.example.com', to: '/domains/shop.example.com' },
];

describe('Breadcrumb', () => {
  it('links every crumb but the last, which is marked as the current page', () => {
    renderWithI18n(<Breadcrumb items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Domains', '/domains'],
    ]);
    const current = within(nav).getByText('shop.example.com');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows a crumb without a destination as plain text', () => {
    renderWithI18n(<Breadcrumb items={[{ label: 'Admin' }, { label: 'Users' }]} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Admin').getAttribute('aria-current')).toBeNull();
  });

  it('renders links through renderLink and gives them the crumb styles', () => {
    renderWithI18n(
      <Breadcrumb
        items={items}
        renderLink={({ label, to }) => (
          <a href={`#${to}`} data-router-link="">
            {label}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Domains' });
    expect(link.getAttribute('href')).toBe('#/domains');
    expect(link.hasAttribute('data-router-link')).toBe(true);
    expect(link.getAttribute('data-slot')).toBe('breadcrumb-link');
    expect(link.className).toContain('focus-visible:ring-2');
  });
});
