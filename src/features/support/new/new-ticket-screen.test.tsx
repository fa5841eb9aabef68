import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { aDomain } from '../../../../tests/fixtures/domains';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, refusal } from '../../../../tests/msw/contract';
import { domainHandlers } from '../../../../tests/msw/handlers/domains';
import { aSupportDesk, supportHandlers } from '../../../../tests/msw/handlers/support';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

const DOMAINS = [aDomain(), aDomain({ id: 'domain-2', name: 'blog.example.org' })];

function serve() {
  signedInAs(aUser());
  const desk = aSupportDesk({ domains: DOMAINS });
  server.use(...supportHandlers.all(desk), domainHandlers.list(DOMAINS));
  return desk;
}

async function setup(path = '/support/new') {
  const user = userEvent.setup();
  const view = await renderRoute(path);
  await screen.findByRole('form', { name: 'New ticket' });
  return { user, ...view };
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const domainSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /^Domain/ });

/** Fills every field with what the contract accepts. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, subject = 'Events stopped arriving') {
  await user.type(field('Subject'), subject);
  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Tracking and events' }));
  await waitFor(() => expect(domainSelect().options).toHaveLength(3));
  await user.selectOptions(domainSelect(), 'blog.example.org');
  await user.type(field('Message'), 'No purchase events since 9:00 today.');
}

// Each test types a subject and a message key by key: slow on a loaded machine.
describe('NewTicketScreen', { timeout: 15_000 }, () => {
  it('says what is wrong with each field in the spec’s words, and sends nothing', async () => {
    const desk = serve();
    const { user } = await setup();

    await user.type(field('Subject'), 'Help');
    await user.type(field('Message'), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));

    expect(await screen.findByText('Minimum 5 characters required')).toBeDefined();
    expect(screen.getByText('Minimum 10 characters required')).toBeDefined();
    expect(screen.getByText('This field is required')).toBeDefined();
    expect(field('Subject').value).toBe('Help');
    expect(field('Message').value).toBe('Broken');
    expect(desk.created).toEqual([]);
  });

  it('opens the ticket and goes to it', async () => {
    const desk = serve();
    const { user, router } = await setup();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/support/tickets/ticket-1002'));
    expect(desk.created).toEqual([
      {
        subject: 'Events stopped arriving',
        category: 'tracking',
        priority: 'normal',
        domain_id: 'domain-2',
        message: 'No purchase events since 9:00 today.',
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: /Events stopped arriving/ })).toBeDefined();
  });

  it('puts the server’s refusal under its field and keeps everything typed', async () => {
    serve();
    server.use(
      contract.post('/support/tickets', () =>
        refusal(422, 'The given data was invalid.', { domain_id: ['The selected domain is invalid.'] }),
      ),
    );
    const { user } = await setup();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));

    expect(await screen.findByText('The selected domain is invalid.')).toBeDefined();
    expect(field('Subject').value).toBe('Events stopped arriving');
    expect(field('Message').value).toBe('No purchase events since 9:00 today.');
    expect(domainSelect().value).toBe('domain-2');
  });

  it('takes the focus to the field the server refused, the last one of the form', async () => {
    serve();
    server.use(
      contract.post('/support/tickets', () =>
        refusal(422, 'The given data was invalid.', { message: ['The message contains a blocked link.'] }),
      ),
    );
    const { user } = await setup();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));

    await screen.findByText('The message contains a blocked link.');
    await waitFor(() => expect(document.activeElement).toBe(field('Message')));
  });

  it('says clearly when too many tickets were opened, keeping the text', async () => {
    serve();
    server.use(contract.post('/support/tickets', () => refusal(429, 'Too many requests.')));
    const { user } = await setup();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));

    expect(await screen.findByText(/You have opened too many tickets in the last hour/)).toBeDefined();
    expect(field('Message').value).toBe('No purchase events since 9:00 today.');
  });

  it('preselects the domain named in the address', async () => {
    serve();
    await setup('/support/new?domain=domain-2');

    await waitFor(() => expect(domainSelect().value).toBe('domain-2'));
  });
});
