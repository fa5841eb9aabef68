import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aDomain, aLiveTrackingDomain, aTrackingDomain } from '../../../../tests/fixtures/domains';
import { contract, envelope, listEnvelope, refusal } from '../../../../tests/msw/contract';
import { domainHandlers } from '../../../../tests/msw/handlers/domains';
import { aTrackingState, trackingHandlers } from '../../../../tests/msw/handlers/tracking-domains';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const AT = new Date('2026-01-01T00:00:00Z');
const FLOW = '/domains/tracking?domain=domain-1';
const step = (key: string) => screen.getByTestId(`tracking-step-${key}`);

describe('TrackingSetupScreen', () => {
  it('lists the tracking subdomains and offers the domains without one', async () => {
    signedInAs();
    server.use(
      contract.get('/tracking-domains', () => listEnvelope([aLiveTrackingDomain()])),
      domainHandlers.list([
        aDomain({ tracking_domains: [aLiveTrackingDomain()] }),
        aDomain({ id: 'domain-2', name: 'blog.example.org' }),
      ]),
    );
    await renderRoute('/domains/tracking');

    const table = await screen.findByRole('table', { name: 'Tracking subdomains' });
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('t.shop.example.com');
    expect(row?.textContent).toContain('shop.example.com');
    expect(row?.textContent).toContain('Live');
    const offered = screen.getByRole('list', { name: 'Domains without a tracking subdomain' });
    expect(within(offered).getByText('blog.example.org')).toBeTruthy();
    expect(within(offered).getByRole('link', { name: 'Set up' }).getAttribute('href')).toBe(
      '/domains/tracking?domain=domain-2',
    );
  });

  it('adds the subdomain typed as a label, after the domain name', async () => {
    signedInAs();
    const state = aTrackingState(null);
    const { handlers, calls } = trackingHandlers(state);
    server.use(
      ...handlers,
      contract.post('/domains/{domainId}/tracking-domain', async ({ request }) => {
        const { hostname } = (await request.json()) as { hostname: string };
        calls.create.push(hostname);
        state.tracking = aTrackingDomain({ hostname });
        return envelope(state.tracking);
      }),
    );
    const user = userEvent.setup();
    await renderRoute(FLOW);

    const input = await screen.findByRole('textbox', { name: 'Subdomain' });
    await user.clear(input);
    await user.type(input, 'track');
    expect(screen.getByText('Your tracking address will be track.shop.example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add subdomain' }));

    await screen.findByRole('list', { name: 'DNS records to create' });
    expect(calls.create).toEqual(['track.shop.example.com']);
    expect(step('subdomain').getAttribute('data-status')).toBe('done');
    expect(step('dns').getAttribute('data-status')).toBe('in_progress');
    expect(step('live').getAttribute('data-status')).toBe('pending');
  });

  it('shows a refusal under the field and keeps what was typed', async () => {
    signedInAs();
    server.use(
      ...trackingHandlers(aTrackingState(null)).handlers,
      contract.post('/domains/{domainId}/tracking-domain', () =>
        refusal(422, 'The given data was invalid.', {
          hostname: ['This subdomain is already used by another tracking domain'],
        }),
      ),
    );
    const user = userEvent.setup();
    await renderRoute(FLOW);

    const input = await screen.findByRole('textbox', { name: 'Subdomain' });
    await user.clear(input);
    await user.type(input, 'taken');
    await user.click(screen.getByRole('button', { name: 'Add subdomain' }));

    expect(await screen.findByText('This subdomain is already used by another tracking domain')).toBeTruthy();
    expect(input).toHaveProperty('value', 'taken');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a label that is no DNS name before sending it', async () => {
    signedInAs();
    const { handlers, calls } = trackingHandlers(aTrackingState(null));
    server.use(...handlers);
    const user = userEvent.setup();
    await renderRoute(FLOW);

    const input = await screen.findByRole('textbox', { name: 'Subdomain' });
    await user.clear(input);
    await user.type(input, 'bad_label!');
    await user.click(screen.getByRole('button', { name: 'Add subdomain' }));

    expect(await screen.findByText(/Use letters, digits and hyphens only/)).toBeTruthy();
    expect(calls.create).toEqual([]);
  });

  it('shows the record to create, copies its value, and names where DNS points now', async () => {
    signedInAs();
    const tracking = aTrackingDomain({
      status: 'failed',
      last_checked_at: AT,
      last_error:
        'The CNAME record of t.shop.example.com points to old-cdn.example.net instead of edge.tracklane.test. Change its value to edge.tracklane.test.',
    });
    const state = aTrackingState(tracking, {
      outcome: 'wrong_target',
      value: 'old-cdn.example.net',
      checked_at: AT,
    });
    server.use(...trackingHandlers(state).handlers);
    const user = userEvent.setup();
    await renderRoute(FLOW);

    const records = await screen.findByRole('list', { name: 'DNS records to create' });
    expect(within(records).getByText('CNAME')).toBeTruthy();
    expect(within(records).getByText('edge.tracklane.test')).toBeTruthy();
    expect(within(records).getByText('3600')).toBeTruthy();
    await user.click(within(records).getByRole('button', { name: 'Copy Record value' }));
    expect(await navigator.clipboard.readText()).toBe('edge.tracklane.test');

    expect(screen.getByTestId('dns-answer-value').textContent).toContain('old-cdn.example.net');
    expect(screen.getByTestId('dns-answer-outcome').textContent).toContain('Points elsewhere');
    expect(step('dns').getAttribute('data-status')).toBe('failed');
    expect(screen.getByTestId('tracking-step-dns-message').textContent).toContain(
      'points to old-cdn.example.net',
    );
    expect(screen.getByText('Hints for common DNS providers')).toBeTruthy();
    expect(screen.getByText(/"DNS only" \(grey cloud\)/)).toBeTruthy();
  });

  it('shows a subdomain whose record is not found yet as waiting for DNS, in blue, with what DNS answered', async () => {
    signedInAs();
    const tracking = aTrackingDomain({
      status: 'verifying',
      last_checked_at: AT,
      last_error:
        'No CNAME record was found for t.shop.example.com. Create it at your DNS provider; a new record can take up to an hour to appear.',
    });
    server.use(
      ...trackingHandlers(aTrackingState(tracking, { outcome: 'no_record', value: null, checked_at: AT }))
        .handlers,
    );
    await renderRoute(FLOW);

    const waiting = await screen.findByTestId('tracking-waiting');
    expect(waiting.textContent).toContain('Waiting for DNS');
    expect(waiting.textContent).toContain('a new record can take up to an hour to appear');
    expect(screen.queryByTestId('tracking-last-error')).toBeNull();
    expect(step('dns').getAttribute('data-status')).toBe('in_progress');
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('says a subdomain not looked up or not found yet waits for DNS in the list of subdomains', async () => {
    signedInAs();
    server.use(
      contract.get('/tracking-domains', () =>
        listEnvelope([
          aTrackingDomain({ status: 'verifying', last_checked_at: AT }),
          aTrackingDomain({ id: 'tracking-2', domain_id: 'domain-2', hostname: 't.blog.example.org' }),
        ]),
      ),
      domainHandlers.list([aDomain(), aDomain({ id: 'domain-2', name: 'blog.example.org' })]),
    );
    await renderRoute('/domains/tracking');

    const table = await screen.findByRole('table', { name: 'Tracking subdomains' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByText('Waiting for DNS').length)).toEqual([1, 1]);
    expect(within(table).queryByText('Failed')).toBeNull();
  });

  it('checks the record by itself and moves to live as the server’s status advances, without a reload', async () => {
    signedInAs();
    const state = aTrackingState(aTrackingDomain());
    const { handlers, calls } = trackingHandlers(state, {
      onVerify: (current) => {
        current.tracking = aTrackingDomain({
          status: 'verifying',
          last_checked_at: new Date(),
          last_error:
            'The CNAME record of t.shop.example.com points to wrong.example.net instead of edge.tracklane.test.',
        });
        current.dnsAnswer = { outcome: 'wrong_target', value: 'wrong.example.net', checked_at: new Date() };
      },
    });
    server.use(...handlers);
    await renderRoute(FLOW);

    // Never checked: the screen asks for a lookup by itself, and shows what it found.
    await waitFor(
      () => expect(screen.getByTestId('dns-answer-value').textContent).toContain('wrong.example.net'),
      {
        timeout: 5000,
      },
    );
    expect(calls.verify).toBe(1);

    // The server's own check finds the mended record and the certificate: the polled status shows it.
    state.tracking = aLiveTrackingDomain({ last_checked_at: new Date() });
    state.dnsAnswer = { outcome: 'verified', value: 'edge.tracklane.test', checked_at: new Date() };
    await screen.findByTestId('tracking-live', undefined, { timeout: 8000 });
    for (const key of ['dns', 'hostname', 'certificate', 'live']) {
      expect(step(key).getAttribute('data-status')).toBe('done');
    }
    expect(calls.verify).toBe(1);
  }, 20_000);

  it('offers to try the certificate again when its issue failed', async () => {
    signedInAs();
    const state = aTrackingState(
      aTrackingDomain({
        status: 'failed',
        cname_verified_at: AT,
        cloudflare_created_at: AT,
        last_error: 'The HTTPS certificate could not be issued (CAA). Check the record, then try again.',
      }),
      { outcome: 'verified', value: 'edge.tracklane.test', checked_at: AT },
    );
    const { handlers, calls } = trackingHandlers(state);
    server.use(...handlers);
    const user = userEvent.setup();
    await renderRoute(FLOW);

    await user.click(await screen.findByRole('button', { name: 'Try the certificate again' }));
    await waitFor(() => expect(calls.configure).toBe(1));
    expect(screen.getByTestId('tracking-last-error').textContent).toContain('could not be issued');
  });

  it('removes the subdomain after a confirmation and offers the form again', async () => {
    signedInAs();
    const { handlers, calls } = trackingHandlers(aTrackingState(aLiveTrackingDomain()));
    server.use(...handlers);
    const user = userEvent.setup();
    await renderRoute(FLOW);

    await user.click(await screen.findByRole('button', { name: 'Remove subdomain' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.remove).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove subdomain' }));

    await screen.findByRole('textbox', { name: 'Subdomain' });
    expect(calls.remove).toBe(1);
  });

  it('links back to the domain page', async () => {
    signedInAs();
    server.use(...trackingHandlers(aTrackingState(aLiveTrackingDomain())).handlers);
    await renderRoute(FLOW);
    const back = await screen.findByRole('link', { name: 'Back to shop.example.com' });
    expect(back.getAttribute('href')).toBe('/domains/domain-1');
  });

  it('answers another user’s domain with the not-found page', async () => {
    signedInAs();
    server.use(
      contract.get('/domains/{domainId}', () => refusal(404, 'Not found.')),
      contract.get('/domains/{domainId}/tracking-domain', () => refusal(404, 'Not found.')),
    );
    await renderRoute(FLOW);

    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeDefined();
  });
});
