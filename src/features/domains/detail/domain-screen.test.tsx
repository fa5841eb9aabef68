import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aDomain, aLiveTrackingDomain, aTrackingDomain } from '../../../../tests/fixtures/domains';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal } from '../../../../tests/msw/contract';
import { domainHandlers } from '../../../../tests/msw/handlers/domains';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const PAGE = '/domains/domain-1';

/** Signed in as the owner of `domain`, its figures, health and the services on offer answered. */
function serve(domain = aDomain()) {
  signedInAs(aUser());
  server.use(
    domainHandlers.detail(domain),
    domainHandlers.stats(),
    domainHandlers.health(),
    domainHandlers.servicesSchema(),
    domainHandlers.list([]),
  );
}

async function setup() {
  const user = userEvent.setup();
  const view = await renderRoute(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'shop.example.com' });
  return { user, ...view };
}

describe('DomainScreen', () => {
  it('shows the domain with its figures, health, destinations, tracking subdomain and key', async () => {
    serve(aDomain({ tracking_domains: [aLiveTrackingDomain()] }));
    await setup();

    expect(screen.getByText('Active')).toBeDefined();
    expect(await screen.findByText('1,500')).toBeDefined();
    expect(screen.getByText('96.6%')).toBeDefined();
    expect(screen.getByText('1,234 of 100,000 events')).toBeDefined();
    expect(screen.getByText('Purchase')).toBeDefined();
    expect(await screen.findByText('No certificate is deployed yet.')).toBeDefined();
    expect(screen.getByText('Meta Conversions API')).toBeDefined();
    expect(screen.getByText('104857600012345')).toBeDefined();
    // A secret is never on screen, masked or not.
    expect(screen.queryByText('••••••••')).toBeNull();
    expect(screen.getByText('t.shop.example.com')).toBeDefined();
    expect(screen.getByText('Live')).toBeDefined();
    expect(screen.getByText('tl_live_ab12…')).toBeDefined();
  });

  it('shows a tracking subdomain whose record is not found yet as waiting for DNS', async () => {
    serve(
      aDomain({ tracking_domains: [aTrackingDomain({ status: 'verifying', last_checked_at: new Date() })] }),
    );
    await setup();

    expect(screen.getByText('t.shop.example.com')).toBeDefined();
    expect(screen.getByText('Waiting for DNS')).toBeDefined();
  });

  it('leads to a support ticket about the domain', async () => {
    serve();
    await setup();

    const help = screen.getByRole('link', { name: 'Ask for help' });
    expect(help.getAttribute('href')).toBe('/support/new?domain=domain-1');
  });

  it('pauses a destination', async () => {
    serve();
    const bodies: unknown[] = [];
    server.use(
      contract.patch('/domains/{domainId}/services/{key}', async ({ request, params }) => {
        bodies.push({ key: params.key, body: (await request.json()) as unknown });
        const domain = aDomain();
        return envelope({
          ...domain,
          services: domain.services.map((service) => ({ ...service, enabled: false })),
        });
      }),
    );
    const { user } = await setup();

    await user.click(screen.getByRole('button', { name: 'Pause Meta Conversions API' }));

    expect(await screen.findByText('Paused')).toBeDefined();
    expect(bodies).toEqual([{ key: 'meta_capi', body: { enabled: false } }]);
  });

  it('edits the destinations, keeping a saved secret left empty', async () => {
    serve();
    const bodies: unknown[] = [];
    server.use(
      contract.put('/domains/{domainId}/services', async ({ request }) => {
        bodies.push(await request.json());
        return envelope(aDomain());
      }),
    );
    const { user } = await setup();

    await user.click(screen.getByRole('button', { name: 'Edit destinations' }));
    const meta = within(screen.getByRole('region', { name: 'Meta Conversions API' }));
    const pixel = meta.getByLabelText('Pixel ID');
    await user.clear(pixel);
    await user.type(pixel, '999999999999');
    await user.click(screen.getByRole('button', { name: 'Save destinations' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save destinations' })).toBeNull());
    expect(bodies).toEqual([
      { services: [{ key: 'meta_capi', enabled: true, settings: { pixel_id: '999999999999' } }] },
    ]);
  });

  it('issues a new key after asking, and shows it once', async () => {
    serve();
    server.use(
      contract.post('/domains/{domainId}/api-key/rotate', () =>
        envelope(
          aDomain({
            api_key: {
              id: 'key-2',
              prefix: 'tl_live_cd34',
              secret: 'tl_live_cd34_secret',
              last_used_at: null,
              created_at: new Date(),
            },
          }),
        ),
      ),
    );
    const { user } = await setup();

    await user.click(screen.getByRole('button', { name: 'Issue a new key' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/keeps working for 24 hours/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Issue a new key' }));

    expect(await screen.findByText('tl_live_cd34_secret')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'I have saved the key' }));
    expect(screen.queryByText('tl_live_cd34_secret')).toBeNull();
    expect(screen.getByText('tl_live_cd34…')).toBeDefined();
  });

  it('deletes the domain only once its name is typed, then goes back to the list', async () => {
    serve();
    let deleted = 0;
    server.use(
      contract.delete('/domains/{domainId}', () => {
        deleted += 1;
        return envelope(null);
      }),
    );
    const { user, router } = await setup();

    await user.click(screen.getByRole('button', { name: 'Delete domain' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/every event it received/)).toBeDefined();
    const confirm = within(dialog).getByRole('button', { name: 'Delete domain' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText(/to confirm/), 'shop.example');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText(/to confirm/), '.com');
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/domains'));
    expect(deleted).toBe(1);
  });

  it('says what deleting takes, keeps the name typed under a refusal, and forgets it once closed', async () => {
    serve(aDomain({ tracking_domains: [aLiveTrackingDomain()] }));
    server.use(contract.delete('/domains/{domainId}', () => refusal(503, '')));
    const { user, router } = await setup();

    await user.click(screen.getByRole('button', { name: 'Delete domain' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete shop.example.com?' });
    expect(
      within(dialog).getByText('its tracking subdomain t.shop.example.com and its certificate;'),
    ).toBeDefined();
    const name = within(dialog).getByLabelText('Type shop.example.com to confirm');
    expect(document.activeElement).toBe(name);
    // The name as typed, in capitals and with spaces around it, is still the name.
    await user.type(name, ' Shop.Example.COM ');
    await user.click(within(dialog).getByRole('button', { name: 'Delete domain' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The domain could not be deleted. Try again.',
    );
    expect(name).toHaveProperty('value', ' Shop.Example.COM ');
    expect(router.state.location.pathname).toBe(PAGE);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete domain' }));
    const again = await screen.findByRole('alertdialog');
    expect(within(again).getByLabelText('Type shop.example.com to confirm')).toHaveProperty('value', '');
    expect(within(again).queryByRole('alert')).toBeNull();
  });

  it('answers another user’s domain with the not-found page', async () => {
    signedInAs(aUser());
    server.use(
      contract.get('/domains/{domainId}', () => refusal(404, 'Not found.')),
      domainHandlers.servicesSchema(),
      domainHandlers.list([]),
    );
    await renderRoute(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeDefined();
  });
});
