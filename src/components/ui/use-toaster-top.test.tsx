import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import { Notifications } from './notifications';

/** A page's header, as the page kit or the record page draws it, its bottom edge at `bottom` px. */
function header(slot: 'page-header' | 'record-header', bottom: number) {
  const element = document.createElement('header');
  element.dataset.slot = slot;
  // jsdom lays nothing out: the header says where it ends.
  element.getBoundingClientRect = () => ({ bottom }) as DOMRect;
  document.body.append(element);
  return element;
}

/** Where the toaster starts from the top, as it tells sonner. */
const toasterTop = () =>
  document.querySelector<HTMLElement>('[data-sonner-toaster]')?.style.getPropertyValue('--offset-top');

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  cleanup();
  document.querySelectorAll('[data-slot$="-header"]').forEach((element) => element.remove());
});

describe('useToasterTop', () => {
  it.each(['page-header', 'record-header'] as const)(
    'starts the toasts below the %s, its title and buttons, while it is on screen',
    async (slot) => {
      header(slot, 150);
      render(
        <I18nProvider i18n={i18n}>
          <Notifications />
        </I18nProvider>,
      );
      act(() => {
        notify.success('Saved');
      });
      await screen.findByText('Saved');
      await waitFor(() => expect(toasterTop()).toBe('162px'));
    },
  );
});
