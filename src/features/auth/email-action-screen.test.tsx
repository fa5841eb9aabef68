import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnRouter } from '../../../tests/render-on-router';
import { EmailActionScreen } from './email-action-screen';

describe('EmailActionScreen', () => {
  it('says the link is not valid and offers the ways back', async () => {
    await renderOnRouter(<EmailActionScreen />, 'This link is not valid');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });
});
