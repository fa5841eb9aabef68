import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldCounter, FieldMessage } from './field-message';
import { renderWithI18n } from '../../../tests/render-with-i18n';

const classesOf = (element: Element | null) => element?.className.split(' ') ?? [];

describe('FieldMessage', () => {
  it('draws a hint muted and an error in the destructive colour', () => {
    render(
      <>
        <FieldMessage>Shown on invoices</FieldMessage>
        <FieldMessage tone="error">This field is required</FieldMessage>
      </>,
    );
    expect(classesOf(screen.getByText('Shown on invoices'))).toContain('text-muted-foreground');
    expect(classesOf(screen.getByText('This field is required'))).toContain('text-destructive');
  });
});

describe('FieldCounter', () => {
  it('shows "count/max" and reads a sentence to screen readers', () => {
    const { container } = renderWithI18n(<FieldCounter count={12} max={100} unit="characters" />);
    const counter = container.querySelector('[data-slot="field-counter"]');
    expect(counter?.querySelector('[aria-hidden="true"]')?.textContent).toBe('12/100');
    expect(screen.getByText('12 of 100 characters used').className).toBe('sr-only');
    expect(classesOf(counter)).toContain('text-muted-foreground');
  });

  it('turns destructive once the count passes the maximum', () => {
    const { container } = renderWithI18n(<FieldCounter count={6} max={5} unit="words" />);
    expect(screen.getByText('6 of 5 words used')).toBeTruthy();
    expect(classesOf(container.querySelector('[data-slot="field-counter"]'))).toContain('text-destructive');
  });
});
