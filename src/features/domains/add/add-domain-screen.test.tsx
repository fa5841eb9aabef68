import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aDomain, aPlan } from '../../../../tests/fixtures/domains';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal, type SuccessOf } from '../../../../tests/msw/contract';
import { domainHandlers } from '../../../../tests/msw/handlers/domains';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const SECRET = 'tl_live_ab12_0123456789abcdef0123456789abcdef';

/** Signed in, the plans and services offered, POST /domains answered by `respond`; bodies recorded. */
function answer(respond: () => SuccessOf<'/domains', 'post'> | Response) {
  signedInAs(aUser());
  const bodies: unknown[] = [];
  server.use(
    domainHandlers.servicesSchema(),
    domainHandlers.plans([
      aPlan(),
      aPlan({ id: 'plan-basic', slug: 'basic', name: 'Basic', is_popular: false }),
    ]),
    contract.post('/domains', async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

async function setup() {
  const user = userEvent.setup();
  await renderRoute('/domains/add');
  const name = await screen.findByLabelText('Domain');
  const meta = () => within(screen.getByRole('region', { name: 'Meta Conversions API' }));
  const submit = () => user.click(screen.getByRole('button', { name: 'Add domain' }));
  return { user, name, meta, submit };
}

const created = () =>
  envelope(
    aDomain({
      name: 'shop.example.com',
      api_key: {
        id: 'key-1',
        prefix: 'tl_live_ab12',
        secret: SECRET,
        last_used_at: null,
        created_at: new Date(),
      },
    }),
  );

describe('AddDomainScreen', () => {
  it('adds a domain with Meta, then shows its API key once with a copy button and a warning', async () => {
    const bodies = answer(created);
    const { user, name, meta, submit } = await setup();

    await user.type(name, 'https://WWW.Shop.example.com/cart');
    expect(screen.getByText('It will be added as shop.example.com.')).toBeDefined();
    await user.click(meta().getByRole('checkbox', { name: 'Meta Conversions API' }));
    await user.type(meta().getByLabelText('Pixel ID'), '104857600012345');
    await user.type(meta().getByLabelText('Access token'), 'EAAB-token');
    await submit();

    expect(await screen.findByText(SECRET)).toBeDefined();
    expect(screen.getByText(/it will not be shown again/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Set up the tracking subdomain' }).getAttribute('href')).toBe(
      '/domains/tracking?domain=domain-1',
    );
    expect(bodies).toEqual([
      {
        name: 'https://WWW.Shop.example.com/cart',
        plan_slug: 'pro',
        services: [
          {
            key: 'meta_capi',
            enabled: true,
            settings: { pixel_id: '104857600012345', access_token: 'EAAB-token' },
          },
        ],
      },
    ]);
  });

  it('asks for the required settings of a chosen service before sending anything', async () => {
    const bodies = answer(created);
    const { user, name, meta, submit } = await setup();

    await user.type(name, 'shop.example.com');
    await user.click(meta().getByRole('checkbox', { name: 'Meta Conversions API' }));
    await submit();

    await waitFor(() => expect(meta().getAllByText('This field is required')).toHaveLength(2));
    expect(bodies).toEqual([]);
  });

  it('refuses an IP address in words, before sending', async () => {
    const bodies = answer(created);
    const { user, name, submit } = await setup();

    await user.type(name, '192.168.1.10');
    await submit();

    expect(await screen.findByText("Enter the site's domain name, not an IP address.")).toBeDefined();
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusals under their fields, a service's by its place in the list, and keeps what was typed", async () => {
    answer(() =>
      refusal(422, 'The given data was invalid.', {
        name: ['This domain is already registered.'],
        'services.0.settings.pixel_id': ['A pixel ID is a number of 10 to 20 digits'],
      }),
    );
    const { user, name, meta, submit } = await setup();

    await user.type(name, 'shop.example.com');
    await user.click(meta().getByRole('checkbox', { name: 'Meta Conversions API' }));
    await user.type(meta().getByLabelText('Pixel ID'), '123');
    await user.type(meta().getByLabelText('Access token'), 'EAAB-token');
    await submit();

    expect(await screen.findByText('This domain is already registered.')).toBeDefined();
    expect(meta().getByText('A pixel ID is a number of 10 to 20 digits')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Domain').value).toBe('shop.example.com');
    expect(meta().getByLabelText<HTMLInputElement>('Pixel ID').value).toBe('123');
  });

  it('takes the focus to the empty name when the form is sent without one, and sends nothing', async () => {
    const bodies = answer(created);
    const { submit } = await setup();

    await submit();

    const name = screen.getByLabelText('Domain');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
  });

  it('takes the focus to the name the server says is taken, down from the button', async () => {
    answer(() =>
      refusal(422, 'The given data was invalid.', { name: ['This domain is already registered.'] }),
    );
    const { user, name, submit } = await setup();
    await user.type(name, 'shop.example.com');

    await submit();

    await screen.findByText('This domain is already registered.');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('lets the plan wait when the plans cannot be loaded', async () => {
    const bodies = answer(created);
    server.use(contract.get('/plans', () => refusal(501, 'Not implemented yet.')));
    const { user, name, submit } = await setup();

    expect(screen.getByText(/The plans could not be loaded/)).toBeDefined();
    await user.type(name, 'shop.example.com');
    await submit();

    await screen.findByText(SECRET);
    expect(bodies).toEqual([{ name: 'shop.example.com', plan_slug: null, services: [] }]);
  });
});
