import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, type BadgeVariant } from './badge';

const classesOf = (element: HTMLElement) => element.className.split(' ');

describe('Badge', () => {
  it('is a primary badge by default', () => {
    render(<Badge>New</Badge>);
    const badge = screen.getByText('New');
    expect(badge.tagName).toBe('SPAN');
    expect(classesOf(badge)).toEqual(expect.arrayContaining(['bg-primary', 'text-primary-foreground']));
  });

  it.each<[BadgeVariant, string[]]>([
    ['secondary', ['bg-secondary', 'text-secondary-foreground']],
    ['success', ['bg-success', 'text-success-foreground']],
    ['warning', ['bg-warning', 'text-warning-foreground']],
    ['destructive', ['bg-destructive', 'text-destructive-foreground']],
    ['info', ['bg-info', 'text-info-foreground']],
    ['outline', ['text-foreground']],
  ])('draws the %s variant with its colour and the matching text colour', (variant, expected) => {
    render(<Badge variant={variant}>Label</Badge>);
    const classes = classesOf(screen.getByText('Label'));
    expect(classes).toEqual(expect.arrayContaining(expected));
    expect(classes).not.toContain('bg-primary');
  });

  it('renders a link with the badge looks and a visible focus ring', () => {
    render(
      <Badge asChild variant="info">
        <a href="/plans">Pro</a>
      </Badge>,
    );
    const link = screen.getByRole('link', { name: 'Pro' });
    expect(link.getAttribute('data-slot')).toBe('badge');
    expect(classesOf(link)).toEqual(
      expect.arrayContaining(['bg-info', 'focus-visible:ring-2', 'focus-visible:ring-ring']),
    );
  });
});
