import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardFooter, CardHeader, CardTitle, type CardPadding } from './card';

const classesOf = (element: HTMLElement) => element.className.split(' ');

describe('Card', () => {
  it('pads 24 px by default', () => {
    render(<Card data-testid="card">Body</Card>);
    expect(classesOf(screen.getByTestId('card'))).toContain('p-6');
  });

  it.each<[CardPadding, string, string]>([
    ['none', 'p-0', 'gap-0'],
    [12, 'p-3', 'gap-3'],
    [20, 'p-5', 'gap-5'],
    [24, 'p-6', 'gap-6'],
  ])('pads %s px with %s and spaces its sections to match', (padding, paddingClass, gapClass) => {
    render(
      <Card data-testid="card" padding={padding}>
        Body
      </Card>,
    );
    const classes = classesOf(screen.getByTestId('card'));
    expect(classes).toContain(paddingClass);
    expect(classes).toContain(gapClass);
    expect(classes.filter((name) => /^p-\d$/.test(name))).toEqual([paddingClass]);
  });

  it('lets a class from outside replace the padding instead of adding to it', () => {
    render(
      <Card data-testid="card" padding={12} className="p-8">
        Body
      </Card>,
    );
    const classes = classesOf(screen.getByTestId('card'));
    expect(classes).toContain('p-8');
    expect(classes).not.toContain('p-3');
  });

  it('renders its header, title, content and footer in order', () => {
    render(
      <Card data-testid="card">
        <CardHeader>
          <CardTitle>Domains</CardTitle>
        </CardHeader>
        <CardContent>3 active</CardContent>
        <CardFooter>Updated today</CardFooter>
      </Card>,
    );
    const slots = [...screen.getByTestId('card').children].map((child) => child.getAttribute('data-slot'));
    expect(slots).toEqual(['card-header', 'card-content', 'card-footer']);
    expect(screen.getByTestId('card').textContent).toBe('Domains3 activeUpdated today');
  });
});
