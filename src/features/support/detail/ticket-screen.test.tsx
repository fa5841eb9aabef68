import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aStaffReply, aTicket } from '../../../../tests/fixtures/support';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, refusal } from '../../../../tests/msw/contract';
import { aSupportDesk, supportHandlers } from '../../../../tests/msw/handlers/support';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';
import { TICKET_POLL_MS } from './ticket-screen';

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

/** Signed in as the owner, the fake desk answering every support call. */
function serve(desk = aSupportDesk()) {
  signedInAs(aUser());
  server.use(...supportHandlers.all(desk));
  return desk;
}

async function setup(path = '/support/tickets/ticket-1') {
  const user = userEvent.setup();
  const view = await renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: /Events stopped reaching Meta/ });
  return { user, ...view };
}

const messages = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');

describe('TicketScreen', () => {
  it('shows the ticket’s facts and its thread oldest first, the staff reply marked', async () => {
    serve();
    await setup();

    expect(screen.getByText('Answered')).toBeDefined();
    expect(screen.getByText('Tracking and events')).toBeDefined();
    expect(screen.getByRole('link', { name: 'shop.example.com' }).getAttribute('href')).toBe(
      '/domains/domain-1',
    );
    const [first, second] = messages();
    expect(first?.textContent).toContain('stopped reaching Meta since this morning');
    expect(first?.getAttribute('data-staff')).toBeNull();
    expect(second?.textContent).toContain('Sam Support');
    expect(second?.getAttribute('data-staff')).toBe('true');
    expect(within(second as HTMLElement).getByText('Support')).toBeDefined();
  });

  it('sends a reply, empties the box and shows the message last', async () => {
    const desk = serve();
    const { user } = await setup();

    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'Here is the event ID: evt_123');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    await waitFor(() => expect(messages()).toHaveLength(3));
    expect(messages().at(-1)?.textContent).toContain('Here is the event ID: evt_123');
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(desk.tickets[0]?.status).toBe('pending');
  });

  it('keeps the reply’s text when the server refuses it', async () => {
    serve();
    server.use(
      contract.post('/support/tickets/{ticket}/messages', () =>
        refusal(422, 'The given data was invalid.', { body: ['The message looks like spam.'] }),
      ),
    );
    const { user } = await setup();

    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'Buy cheap followers');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('The message looks like spam.')).toBeDefined();
    expect((box as HTMLTextAreaElement).value).toBe('Buy cheap followers');
  });

  it('refuses an empty reply without sending it', async () => {
    const desk = serve();
    const { user } = await setup();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('This field is required')).toBeDefined();
    expect(desk.tickets[0]?.messages).toHaveLength(2);
  });

  it('closes the ticket after asking, then reopens it', async () => {
    const desk = serve();
    const { user } = await setup();

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close ticket' }));

    await screen.findByRole('button', { name: 'Reopen ticket' });
    expect(screen.getByText('Closed')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));

    await screen.findByRole('button', { name: 'Close ticket' });
    expect(desk.updates).toEqual([{ status: 'closed' }, { status: 'open' }]);
  });

  it('keeps the focus on the status button when the ticket is closed and reopened by the keyboard', async () => {
    serve();
    const { user } = await setup();
    screen.getByRole('button', { name: 'Close ticket' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    within(dialog).getByRole('button', { name: 'Close ticket' }).focus();
    await user.keyboard('{Enter}');

    // The button that had it is gone with the status it offered to change: its successor takes the focus.
    const reopen = await screen.findByRole('button', { name: 'Reopen ticket' });
    await waitFor(() => expect(document.activeElement).toBe(reopen));
    await user.keyboard('{Enter}');

    const close = await screen.findByRole('button', { name: 'Close ticket' });
    await waitFor(() => expect(document.activeElement).toBe(close));
  });

  it('changes the priority', async () => {
    const desk = serve();
    const { user } = await setup();

    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'Urgent' }));

    await waitFor(() => expect(desk.updates).toEqual([{ priority: 'urgent' }]));
  });

  it('shows a staff reply that arrives while the page is open, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const desk = serve();
      await setup();
      expect(messages()).toHaveLength(2);

      const ticket = desk.tickets[0];
      ticket?.messages?.push(
        aStaffReply({ id: 'message-9', body: 'Fixed: the events flow again.', created_at: new Date() }),
      );
      await act(() => vi.advanceTimersByTimeAsync(TICKET_POLL_MS));

      await waitFor(() => expect(messages()).toHaveLength(3));
      expect(messages().at(-1)?.textContent).toContain('Fixed: the events flow again.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers another user’s ticket with the not-found page', async () => {
    serve(aSupportDesk({ tickets: [aTicket({ user: { id: 'user-9', name: 'Eve', email: 'e@x.test' } })] }));
    await renderRoute('/support/tickets/ticket-1');

    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeDefined();
  });
});
