import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aTicket, SUPPORT_AGENT } from '../../../../tests/fixtures/support';
import { anAdmin } from '../../../../tests/fixtures/user';
import { contract, refusal } from '../../../../tests/msw/contract';
import { aSupportDesk, supportHandlers, type SupportDesk } from '../../../../tests/msw/handlers/support';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

/** The support agent, signed in, on a desk of `desk`'s tickets, at the first ticket's page. */
async function openTicket(desk: SupportDesk) {
  signedInAs(anAdmin({ ...SUPPORT_AGENT }), ['admin.dashboard.view', 'admin.support.view']);
  server.use(...supportHandlers.all(desk));
  const view = await renderRoute('/admin/support/tickets/ticket-1');
  await screen.findByRole('heading', { level: 1, name: /Events stopped reaching Meta/ });
  const panel = screen.getByRole('complementary', { name: 'Ticket details' });
  return { ...view, panel, user: userEvent.setup() };
}

const staffDesk = (ticket = aTicket()) =>
  aSupportDesk({ tickets: [ticket], viewer: SUPPORT_AGENT, staff: true });

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

beforeEach(() => {
  // The router restores scroll positions; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('StaffTicketScreen', () => {
  it('shows who opened the ticket, about which domain, beside the thread', async () => {
    const { panel } = await openTicket(staffDesk());

    expect(within(panel).getByText('Ola Nowak')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'ola@example.com' }).getAttribute('href')).toBe(
      'mailto:ola@example.com',
    );
    expect(within(panel).getByText('shop.example.com')).toBeTruthy();
    expect(screen.getByText(/Could you send an event ID/)).toBeTruthy();
  });

  it('saves a new priority as it is chosen and says so', async () => {
    const desk = staffDesk();
    const { panel, user } = await openTicket(desk);

    await user.click(within(panel).getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'Urgent' }));

    await waitFor(() => expect(within(panel).getByText('Saved')).toBeTruthy());
    expect(desk.updates).toEqual([{ priority: 'urgent' }]);
    expect(within(panel).getByRole('combobox', { name: 'Priority' }).textContent).toBe('Urgent');
  });

  it('assigns an unassigned ticket to the signed-in agent', async () => {
    const desk = staffDesk(aTicket({ assignee: null }));
    const { panel, user } = await openTicket(desk);
    expect(within(panel).getByRole('combobox', { name: 'Assignee' }).textContent).toBe('Unassigned');

    await user.click(within(panel).getByRole('button', { name: 'Assign to me' }));

    await waitFor(() =>
      expect(within(panel).getByRole('combobox', { name: 'Assignee' }).textContent).toBe('Sam Support'),
    );
    expect(desk.updates).toEqual([{ assignee_id: SUPPORT_AGENT.id }]);
    expect(within(panel).queryByRole('button', { name: 'Assign to me' })).toBeNull();
  });

  it('shows the server’s words on the refused field under the control, and keeps the old value', async () => {
    const { panel, user } = await openTicket(staffDesk());
    server.use(
      contract.put('/support/tickets/{ticket}', () =>
        refusal(422, 'The ticket cannot take this status.', { status: ['Not allowed.'] }),
      ),
    );

    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));

    expect((await within(panel).findByRole('alert')).textContent).toContain('Not allowed.');
    expect(within(panel).getByRole('combobox', { name: 'Status' }).textContent).toBe('Answered');
  });
});
