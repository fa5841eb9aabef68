import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Label } from './label';
import { RadioGroup, RadioGroupItem } from './radio-group';

const plans = [
  { value: 'free', label: 'Free' },
  { value: 'pro', label: 'Pro' },
  { value: 'business', label: 'Business' },
];

function Plans({
  onValueChange,
  defaultValue,
}: {
  onValueChange?: (value: string) => void;
  defaultValue?: string;
}) {
  return (
    <>
      <button type="button">Before</button>
      <p id="plan-label">Plan</p>
      <RadioGroup aria-labelledby="plan-label" defaultValue={defaultValue} onValueChange={onValueChange}>
        {plans.map((plan) => (
          <div key={plan.value}>
            <RadioGroupItem id={`plan-${plan.value}`} value={plan.value} />
            <Label htmlFor={`plan-${plan.value}`}>{plan.label}</Label>
          </div>
        ))}
      </RadioGroup>
    </>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

/**
 * Radix moves the focus a tick after keydown and checks the radio only if the arrow is still down
 * then; a person holds a key far longer than user-event does, so the key is released by hand.
 */
async function pressArrow(user: ReturnType<typeof userEvent.setup>, key: 'ArrowDown' | 'ArrowUp') {
  await user.keyboard(`{${key}>}`);
  await user.keyboard(`{/${key}}`);
}

describe('RadioGroup', () => {
  it('is one group named by its label, with a labelled radio per choice', () => {
    render(<Plans />);
    const group = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(group.querySelectorAll('[role="radio"]')).toHaveLength(3);
    expect(radio('Pro').getAttribute('aria-checked')).toBe('false');
  });

  it('enters at the chosen radio with Tab, and the arrows move and choose', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Plans defaultValue="pro" onValueChange={onValueChange} />);
    screen.getByRole('button', { name: 'Before' }).focus();

    await user.tab();
    expect(document.activeElement).toBe(radio('Pro'));
    await pressArrow(user, 'ArrowDown');
    expect(document.activeElement).toBe(radio('Business'));
    expect(radio('Business').getAttribute('aria-checked')).toBe('true');
    expect(radio('Pro').getAttribute('aria-checked')).toBe('false');

    await pressArrow(user, 'ArrowUp');
    await pressArrow(user, 'ArrowUp');
    expect(radio('Free').getAttribute('aria-checked')).toBe('true');
    expect(onValueChange.mock.calls).toEqual([['business'], ['pro'], ['free']]);
  });

  it('leaves the group with one Tab stop', async () => {
    const user = userEvent.setup();
    render(<Plans defaultValue="free" />);
    radio('Free').focus();
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('chooses the focused radio with Space when none is chosen yet', async () => {
    const user = userEvent.setup();
    render(<Plans />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(radio('Free'));
    await user.keyboard(' ');
    expect(radio('Free').getAttribute('aria-checked')).toBe('true');
  });

  it('chooses a radio when its label is clicked', async () => {
    const user = userEvent.setup();
    render(<Plans />);
    await user.click(screen.getByText('Business'));
    expect(radio('Business').getAttribute('aria-checked')).toBe('true');
  });

  it('shows a focus ring on keyboard focus', () => {
    render(<Plans />);
    expect(radio('Free').className.split(' ')).toEqual(
      expect.arrayContaining(['focus-visible:border-ring', 'focus-visible:ring-2']),
    );
  });
});
