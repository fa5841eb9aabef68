import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserCard } from './user-card';
import { renderWithI18n } from '../../../tests/render-with-i18n';

afterEach(cleanup);

function skillList() {
  return screen.getByRole('list');
}

describe('UserCard', () => {
  it('shows the first 3 skills and counts the others as "+n"', () => {
    renderWithI18n(<UserCard name="Anna Nowak" skills={['SQL', 'React', 'Go', 'Rust', 'Figma']} />);
    const items = within(skillList()).getAllByRole('listitem');
    expect(items.slice(0, 3).map((item) => item.textContent)).toEqual(['SQL', 'React', 'Go']);
    expect(items).toHaveLength(4);
    expect(within(skillList()).getByText('+2')).toBeTruthy();
    expect(within(skillList()).getByText('2 more skills')).toBeTruthy();
  });

  it('shows every skill without a counter when there are at most 3', () => {
    renderWithI18n(<UserCard name="Anna Nowak" skills={['SQL', 'React', 'Go']} />);
    const items = within(skillList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['SQL', 'React', 'Go']);
  });

  it('shows the person, their status, badge and contact links', () => {
    renderWithI18n(
      <UserCard
        name="Anna Nowak"
        verified
        status="away"
        badge="Admin"
        badgeType="info"
        title="Analyst"
        department="Marketing"
        email="anna@example.com"
        phone="+48 600 100 200"
        stats={[{ label: 'Domains', value: 4 }]}
      />,
    );
    expect(screen.getByText('Anna Nowak')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(screen.getByText('Away')).toBeTruthy();
    expect(screen.getByText('Admin').getAttribute('data-slot')).toBe('badge');
    expect(screen.getByText('Analyst · Marketing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'anna@example.com' }).getAttribute('href')).toBe(
      'mailto:anna@example.com',
    );
    expect(screen.getByRole('link', { name: '+48 600 100 200' }).getAttribute('href')).toBe(
      'tel:+48600100200',
    );
    expect(screen.getByRole('term').textContent).toBe('Domains');
    expect(screen.getByRole('definition').textContent).toBe('4');
    expect(screen.getByText('AN')).toBeTruthy();
  });
});
