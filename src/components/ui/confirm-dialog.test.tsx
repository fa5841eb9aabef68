import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { renderWithI18n } from '../../../tests/render-with-i18n';

/** A screen's own button opening the dialog, as callers do (no Radix trigger). */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign out
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Sign this browser out?"
        description="It will have to sign in again."
        confirmLabel="Sign out now"
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['Cancel', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Enter}')],
    [
      'the confirm button',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.tab();
        await user.keyboard('{Enter}');
      },
    ],
  ])('gives the focus back to the button that opened it when closed by %s', async (_, close) => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const opener = screen.getByRole('button', { name: 'Sign out' });
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Sign this browser out?' });
    // Cancel has the focus at first.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    await close(user);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus back to the menu’s button when an item of the menu opened it', async () => {
    const user = userEvent.setup();
    function FromMenu() {
      const [open, setOpen] = useState(false);
      return (
        <>
          {/* As record pages have it: not modal, so the dialog takes the focus from the closing menu. */}
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger>More actions</DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => setOpen(true)}>Delete</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Delete ola@example.com?"
            description="Everything of theirs is lost."
            confirmLabel="Delete"
            onConfirm={() => setOpen(false)}
          />
        </>
      );
    }
    renderWithI18n(<FromMenu />);
    const menuButton = screen.getByRole('button', { name: 'More actions' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete ola@example.com?' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(menuButton);
  });
});
