import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Label } from './label';

function Terms({ onCheckedChange }: { onCheckedChange?: (checked: boolean | 'indeterminate') => void }) {
  return (
    <>
      <Checkbox id="terms" onCheckedChange={onCheckedChange} />
      <Label htmlFor="terms">I accept the terms</Label>
    </>
  );
}

describe('Checkbox', () => {
  it('is reached with Tab and toggled with Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Terms onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box.getAttribute('aria-checked')).toBe('false');

    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('true');
    await user.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('ignores Enter, as a native checkbox does', async () => {
    const user = userEvent.setup();
    render(<Terms />);
    const box = screen.getByRole('checkbox');
    box.focus();
    await user.keyboard('{Enter}');
    expect(box.getAttribute('aria-checked')).toBe('false');
  });

  it('toggles when its label is clicked', async () => {
    const user = userEvent.setup();
    render(<Terms />);
    await user.click(screen.getByText('I accept the terms'));
    expect(screen.getByRole('checkbox').getAttribute('aria-checked')).toBe('true');
  });

  it('reports a partial choice as mixed', () => {
    function Partial() {
      const [checked] = useState<boolean | 'indeterminate'>('indeterminate');
      return <Checkbox aria-label="Select all" checked={checked} />;
    }
    render(<Partial />);
    expect(screen.getByRole('checkbox', { name: 'Select all' }).getAttribute('aria-checked')).toBe('mixed');
  });

  it('does not change while disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox aria-label="Locked" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Locked' });
    await user.click(box);
    expect(box.getAttribute('aria-checked')).toBe('false');
  });

  it('shows a focus ring on keyboard focus', () => {
    render(<Terms />);
    expect(screen.getByRole('checkbox').className.split(' ')).toEqual(
      expect.arrayContaining(['focus-visible:border-ring', 'focus-visible:ring-2']),
    );
  });
});
