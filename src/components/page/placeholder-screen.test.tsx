import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../../tests/session';
import { renderRoute } from '../../../tests/render-route';

describe('PlaceholderScreen', () => {
  it('says the area is not built yet, under its title and purpose, instead of an empty page', async () => {
    signedInAs();
    await renderRoute('/domains');

    expect(await screen.findByRole('heading', { level: 1, name: 'Domains' })).toBeTruthy();
    expect(screen.getByText('The domains you track conversions for.')).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(
      screen.getByText('This part of Tracklane is not built yet; this page will show it once it is.'),
    ).toBeTruthy();
  });
});
