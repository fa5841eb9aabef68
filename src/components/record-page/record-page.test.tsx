import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Badge } from '@/components/ui/badge';
import { RecordHeader } from './record-header';
import { tabOf } from './record-tab-search';
import { RecordTabs } from './record-tabs';
import { renderScreen } from '../../../tests/render-screen';

const TABS = ['profile', 'domains', 'activity'] as const;
const reads: string[] = [];

/** A tab whose content reads its own data, counted, the way a screen's tab would. */
function LazyTab({ name }: { name: string }) {
  const read = useQuery({
    queryKey: ['record-test', name],
    queryFn: () => {
      reads.push(name);
      return Promise.resolve(`${name} loaded`);
    },
  });
  return <p>{read.data ?? '…'}</p>;
}

const suspend = vi.fn();
const remove = vi.fn();

function RecordPage() {
  const navigate = useNavigate();
  const search: { tab?: unknown } = useSearch({ strict: false });
  return (
    <main>
      <RecordHeader
        title="Ola Nowak"
        status={<Badge>Active</Badge>}
        subtitle="ola@example.com"
        actions={[
          { id: 'suspend', label: 'Suspend', onSelect: suspend },
          { id: 'sign-out', label: 'Sign out everywhere', onSelect: vi.fn() },
          { id: 'delete', label: 'Delete', tone: 'destructive', onSelect: remove },
        ]}
      />
      <RecordTabs
        label="User sections"
        value={tabOf(search.tab, TABS) ?? 'profile'}
        onValueChange={(tab) => void navigate({ to: '.', search: { tab }, replace: true })}
        tabs={TABS.map((id) => ({ id, label: id, content: <LazyTab name={id} /> }))}
      />
    </main>
  );
}

beforeEach(() => {
  reads.length = 0;
});

describe('record page', () => {
  it('opens the tab the URL names, reading only that tab’s data', async () => {
    await renderScreen(<RecordPage />, '/admin/users/user-1?tab=domains', 'domains loaded');
    expect(screen.getByRole('tab', { name: 'domains' }).getAttribute('aria-selected')).toBe('true');
    expect(reads).toEqual(['domains']);
  });

  it('writes the chosen tab into the URL and reads its data when it is first opened', async () => {
    const user = userEvent.setup();
    const { router } = await renderScreen(<RecordPage />, '/admin/users/user-1', 'profile loaded');
    expect(reads).toEqual(['profile']);

    await user.click(screen.getByRole('tab', { name: 'activity' }));
    expect(await screen.findByText('activity loaded')).toBeTruthy();
    expect(router.state.location.search).toEqual({ tab: 'activity' });
    expect(reads).toEqual(['profile', 'activity']);
    expect(screen.queryByText('profile loaded')).toBeNull();
  });

  it('shows the focus on the open tab’s panel, which Tab reaches after the tab list', async () => {
    const user = userEvent.setup();
    await renderScreen(<RecordPage />, '/admin/users/user-1', 'profile loaded');
    screen.getByRole('tab', { name: 'profile' }).focus();
    await user.tab();
    const panel = screen.getByRole('tabpanel');
    expect(document.activeElement).toBe(panel);
    expect(panel.className.split(' ')).toEqual(
      expect.arrayContaining(['focus-visible:ring-2', 'focus-visible:ring-ring']),
    );
  });

  it('falls back to the first tab for a tab the page does not have', () => {
    expect(tabOf('settings', TABS)).toBe('profile');
    expect(tabOf(3, TABS)).toBe('profile');
    expect(tabOf('activity', TABS)).toBe('activity');
  });

  it('shows the title as the page’s heading with its status, the first actions as buttons and the rest in a menu', async () => {
    const user = userEvent.setup();
    await renderScreen(<RecordPage />, '/admin/users/user-1', 'profile loaded');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Ola Nowak' })).toBeTruthy();
    expect(within(header).getByText('Active')).toBeTruthy();
    await user.click(within(header).getByRole('button', { name: 'Suspend' }));
    expect(suspend).toHaveBeenCalledOnce();

    await user.click(within(header).getByRole('button', { name: /More actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledOnce());
  });
});
