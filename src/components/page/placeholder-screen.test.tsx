import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../tests/fixtures/user';
import { signedInAs } from '../../../tests/session';
import { renderRoute } from '../../../tests/render-route';

describe('PlaceholderScreen', () => {
  it('says the area is not built yet, under its title and purpose, instead of an empty page', async () => {
    signedInAs(anAdmin(), ['admin.backups.view']);
    await renderRoute('/admin/backups');

    expect(await screen.findByRole('heading', { level: 1, name: 'Backups' })).toBeTruthy();
    expect(screen.getByText('Database backups: run, download and clean up.')).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(
      screen.getByText('This part of Tracklane is not built yet; this page will show it once it is.'),
    ).toBeTruthy();
  });
});
