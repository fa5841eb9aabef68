import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './container';

const classesOf = (element: HTMLElement) => element.className.split(' ');

describe('Container', () => {
  it('centres its content at the default width with side padding', () => {
    render(<Container data-testid="container">Page</Container>);
    const classes = classesOf(screen.getByTestId('container'));
    expect(classes).toEqual(expect.arrayContaining(['mx-auto', 'w-full', 'max-w-7xl', 'px-4']));
  });

  it('caps the width by size', () => {
    render(
      <>
        <Container data-testid="sm" size="sm" />
        <Container data-testid="lg" size="lg" />
      </>,
    );
    expect(classesOf(screen.getByTestId('sm'))).toContain('max-w-3xl');
    expect(classesOf(screen.getByTestId('sm'))).not.toContain('max-w-7xl');
    expect(classesOf(screen.getByTestId('lg'))).toContain('max-w-screen-2xl');
  });

  it('renders its child as the container when asked', () => {
    render(
      <Container asChild>
        <main>Page</main>
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main.getAttribute('data-slot')).toBe('container');
    expect(classesOf(main)).toContain('max-w-7xl');
  });
});
