import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDomain } from '../../../../tests/fixtures/domains';
import { renderScreen } from '../../../../tests/render-screen';
import { signedInAs } from '../../../../tests/session';
import { DomainApiKeyCard } from './domain-api-key-card';

const WITHOUT_KEY = /came without this key/;

describe('DomainApiKeyCard', () => {
  it('says when the key was last used', async () => {
    signedInAs();
    const used = aDomain({
      api_key: {
        id: 'key-1',
        prefix: 'tl_live_ab12',
        last_used_at: new Date('2026-01-10T12:00:00Z'),
        created_at: new Date('2026-01-01T12:00:00Z'),
      },
    });
    await renderScreen(<DomainApiKeyCard domain={used} />, '/domains/domain-1', 'Last used');
    expect(screen.getByText('Last used').nextElementSibling?.textContent).toBe('10 Jan 2026, 13:00');
    expect(screen.queryByText(WITHOUT_KEY)).toBeNull();
  });

  it('says where the events came from when the domain received some and its key was never used', async () => {
    signedInAs();
    await renderScreen(
      <DomainApiKeyCard domain={aDomain({ events_count: 10_824 })} />,
      '/domains/domain-1',
      'Last used',
    );
    expect(screen.getByText('Last used').nextElementSibling?.textContent).toBe('Not yet');
    expect(screen.getByText(WITHOUT_KEY).textContent).toContain(
      "from visitors' browsers through the tracking subdomain, or sent from the dashboard",
    );
  });

  it('says only “Not yet” for a key never used on a domain without events', async () => {
    signedInAs();
    await renderScreen(
      <DomainApiKeyCard domain={aDomain({ events_count: 0 })} />,
      '/domains/domain-1',
      'Last used',
    );
    expect(screen.getByText('Last used').nextElementSibling?.textContent).toBe('Not yet');
    expect(screen.queryByText(WITHOUT_KEY)).toBeNull();
  });
});
