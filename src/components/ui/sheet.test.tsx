import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/render-with-i18n';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetHeader, SheetTitle } from './sheet';

function Example() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent side="right">
          <SheetHeader>
            <SheetTitle>Purchase</SheetTitle>
            <SheetDescription>Everything the event carried.</SheetDescription>
          </SheetHeader>
          <SheetBody>
            <button type="button">Inside</button>
          </SheetBody>
        </SheetContent>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('is a modal dialog named by its title and described by its description', () => {
    renderWithI18n(<Example />);
    const dialog = screen.getByRole('dialog', { name: 'Purchase' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Everything the event carried.').getAttribute('id'),
    );
    expect(dialog.className).toContain('right-0');
  });

  it('closes with its close button and with Escape', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Example />);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Purchase' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the focus back to the button that opened it, after Escape and after its close button', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Example />);
    await user.keyboard('{Escape}');
    const opener = screen.getByRole('button', { name: 'Open' });

    opener.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Purchase' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
