import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Label } from './label';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from './select';

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

function Fruit({ onValueChange }: { onValueChange: (value: string) => void }) {
  return (
    <>
      <Label htmlFor="fruit">Fruit</Label>
      <Select onValueChange={onValueChange}>
        <SelectTrigger id="fruit">
          <SelectValue placeholder="Pick a fruit" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Fruit</SelectLabel>
            <SelectItem value="apple">Apple</SelectItem>
            <SelectItem value="banana">Banana</SelectItem>
            <SelectItem value="cherry">Cherry</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </>
  );
}

describe('Select', () => {
  it('opens with the keyboard, moves with the arrows and picks with Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruit onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger.textContent).toBe('Pick a fruit');

    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox')).toBeTruthy();

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Banana');
    await user.keyboard('{Enter}');

    expect(onValueChange).toHaveBeenCalledWith('banana');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toBe('Banana');
  });

  it('outlines the option the keyboard is on, not only shading it', async () => {
    const user = userEvent.setup();
    render(<Fruit onValueChange={vi.fn()} />);
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Banana');
    // A background alone is lost in forced colours, and the app's menus draw an outline too.
    expect(document.activeElement?.className).toContain('focus-visible:outline-2');
    // Solid, since outline-hidden leaves the outline's style at none.
    expect(document.activeElement?.className).toContain('focus-visible:outline-solid');
    expect(document.activeElement?.className).toContain('focus-visible:outline-ring');
  });

  it('jumps to the item whose text is typed', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruit onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('c');
    expect(document.activeElement?.textContent).toBe('Cherry');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('cherry');
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruit onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Fruit' }));
  });
});
