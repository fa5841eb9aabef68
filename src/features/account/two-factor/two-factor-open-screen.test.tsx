import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readReturnUrl, RETURN_URL_KEY } from '@/auth/guard/return-url';
import { renderOnRouter } from '../../../../tests/render-on-router';
import { TwoFactorOpenScreen } from './two-factor-open-screen';

describe('TwoFactorOpenScreen', () => {
  afterEach(() => {
    sessionStorage.removeItem(RETURN_URL_KEY);
  });

  it('explains two-factor to a visitor and signs them in to come back here', async () => {
    await renderOnRouter(<TwoFactorOpenScreen />, 'What two-factor authentication does');
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/auth/login?redirect=%2Fauth%2F2fa-settings');

    await userEvent.setup().click(link);

    expect(readReturnUrl()).toBe('/auth/2fa-settings');
  });
});
