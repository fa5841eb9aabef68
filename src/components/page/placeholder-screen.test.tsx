import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../../tests/session';
import { renderRoute } from '../../../tests/render-route';

describe('PlaceholderScreen', () => {
  it('says the area is not built yet, under its title and purpose, instead of an empty page', async () => {
    signedInAs();
    await renderRoute('/support');

    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeTruthy();
    expect(screen.getByText('Your support tickets.')).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(
      screen.getByText('This part of Tracklane is not built yet; this page will show it once it is.'),
    ).toBeTruthy();
  });
});
