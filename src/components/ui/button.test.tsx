import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const submit = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Button>Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits its form when asked to', async () => {
    const submit = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledOnce();
  });

  it('gives each variant its own looks', () => {
    render(
      <>
        <Button>Default</Button>
        <Button variant="destructive">Delete</Button>
        <Button variant="outline">Outline</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Default' }).className).toContain('bg-primary');
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('bg-destructive');
    expect(screen.getByRole('button', { name: 'Outline' }).className).toContain('border-input');
  });

  it('lends its looks to a link with asChild, without a button type', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/domains">Domains</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Domains' });
    expect(link.className).toContain('bg-secondary');
    expect(link.hasAttribute('type')).toBe(false);
  });

  it('shows a spinner while loading, is busy and takes no click', async () => {
    const click = vi.fn();
    render(
      <Button loading onClick={click}>
        Saving
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
    await userEvent.click(button);
    expect(click).not.toHaveBeenCalled();
  });
});
