import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import { Notifications } from './notifications';

function renderNotifications(theme?: 'light' | 'dark') {
  return render(
    <I18nProvider i18n={i18n}>
      <Notifications theme={theme} />
    </I18nProvider>,
  );
}

const toaster = () => document.querySelector('[data-sonner-toaster]');

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  cleanup();
  document.documentElement.classList.remove('dark');
});

describe('Notifications', () => {
  it('shows toasts in the top right corner', async () => {
    renderNotifications();
    act(() => {
      notify.success('Profile updated');
    });
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(toaster()?.getAttribute('data-y-position')).toBe('top');
    expect(toaster()?.getAttribute('data-x-position')).toBe('right');
  });

  it('shows at most 5 toasts at once', async () => {
    renderNotifications();
    act(() => {
      for (let index = 1; index <= 7; index++) notify.info(`Message ${index}`);
    });
    await screen.findByText('Message 7');
    expect(document.querySelectorAll('[data-sonner-toast][data-visible="true"]')).toHaveLength(5);
  });

  it('follows the dark class on <html> unless given a theme', async () => {
    renderNotifications();
    act(() => {
      notify.message('Hello');
    });
    await screen.findByText('Hello');
    expect(toaster()?.getAttribute('data-sonner-theme')).toBe('light');

    act(() => document.documentElement.classList.add('dark'));
    await waitFor(() => expect(toaster()?.getAttribute('data-sonner-theme')).toBe('dark'));
  });

  it('uses the theme it is given', async () => {
    document.documentElement.classList.add('dark');
    renderNotifications('light');
    act(() => {
      notify.message('Hello');
    });
    await screen.findByText('Hello');
    expect(toaster()?.getAttribute('data-sonner-theme')).toBe('light');
  });

  it('draws a progress toast with its value kept within 0-100', async () => {
    renderNotifications();
    act(() => {
      notify.progress('Uploading report.csv', 150);
    });
    const bar = await screen.findByRole('progressbar', { name: 'Uploading report.csv' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });

  it('gives every toast a labelled close button', async () => {
    renderNotifications();
    act(() => {
      notify.error('Could not save');
    });
    await screen.findByText('Could not save');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });
});
