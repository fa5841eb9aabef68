import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsRealtime } from '@/api/queries/analytics';
import type { TrackedEvent } from '@/api/queries/events';
import { anEvent } from '../../../../tests/fixtures/events';
import { contract, envelope } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { renderScreen } from '../../../../tests/render-screen';
import { signedInAs } from '../../../../tests/session';
import { RealtimePanel } from './realtime-panel';

const NOW = new Date('2026-01-10T12:00:00Z');

function figures(overrides: Partial<AnalyticsRealtime> = {}): AnalyticsRealtime {
  return {
    active_now: 7,
    events_last_minute: 3,
    events_last_5_minutes: 12,
    events_last_30_minutes: 1234,
    per_minute: Array.from({ length: 30 }, (_, index) => ({
      bucket: new Date(NOW.getTime() - (29 - index) * 60_000),
      events: index,
    })),
    top_events: [{ event_name: 'PageView', events: 900 }],
    generated_at: NOW,
    ...overrides,
  };
}

/** An event received `seconds` after 11:59:00 UTC. */
function received(id: string, seconds: number, overrides: Partial<TrackedEvent> = {}): TrackedEvent {
  const at = new Date(Date.UTC(2026, 0, 10, 11, 59, seconds));
  return anEvent({ id, event_time: at, created_at: at, ...overrides });
}

/** Answers the figures and the stream: `stream(since)` gives the events newer than `since`. */
function answer(stream: (since: string | null) => TrackedEvent[]) {
  const asked: { figures: Record<string, string>[]; stream: Record<string, string>[] } = {
    figures: [],
    stream: [],
  };
  server.use(
    contract.get('/analytics/realtime', ({ request }) => {
      asked.figures.push(Object.fromEntries(new URL(request.url).searchParams));
      return envelope(figures());
    }),
    contract.get('/analytics/realtime/events', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.stream.push(query);
      const events = stream(query.since ?? null);
      return envelope({ events, latest_at: events[0]?.created_at ?? null });
    }),
  );
  return asked;
}

// The clock stands at NOW (timers still run): the stream never asks from further back than 24 hours.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimePanel', () => {
  it('shows the live figures with their windows named, and the top events', async () => {
    signedInAs();
    const asked = answer(() => []);
    await renderScreen(<RealtimePanel domainId="domain-1" />, '/analytics', '1,234');

    expect(screen.getByText('Last 30 minutes, updated every 10 seconds.')).toBeTruthy();
    const value = (label: string) =>
      (screen.getByText(label).closest('[data-slot="metric-card"]') as HTMLElement).querySelector(
        '[data-slot="metric-card-value"]',
      );
    expect(value('Active visitors, last 5 minutes')?.textContent).toBe('7');
    expect(value('Events, last minute')?.textContent).toBe('3');
    expect(value('Events, last 5 minutes')?.textContent).toBe('12');
    expect(value('Events, last 30 minutes')?.textContent).toBe('1,234');
    expect(screen.getByText('PageView')).toBeTruthy();
    expect(screen.getByText('900')).toBeTruthy();
    // 12:00 UTC is 13:00 in the user's zone, Europe/Warsaw.
    expect(screen.getByText('13:00:00')).toBeTruthy();
    expect(await screen.findByText('No events yet. They show here as they arrive.')).toBeTruthy();
    expect(asked.figures).toEqual([{ domain_id: 'domain-1' }]);
    expect(asked.stream).toEqual([{ domain_id: 'domain-1', limit: '20' }]);
  });

  it('puts the events of the next poll on top, asked for since the newest one seen, and announces them once', async () => {
    signedInAs();
    const first = [received('event-b', 20), received('event-a', 10)];
    const asked = answer((since) =>
      since === null ? first : [received('event-c', 40, { event_name: 'Lead' })],
    );
    const { queryClient } = await renderScreen(<RealtimePanel />, '/analytics', '1,234');
    const list = await screen.findByRole('list', { name: 'Latest events' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.dataset.eventId),
    ).toEqual(['event-b', 'event-a']);
    const newest = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(newest).getByRole('link', { name: 'Purchase' }).getAttribute('href')).toBe(
      '/events?event=event-b',
    );
    expect(within(newest).getByText('shop.example.com')).toBeTruthy();
    expect(within(newest).getByText('Processed')).toBeTruthy();
    // 11:59:20 UTC in Europe/Warsaw.
    expect(within(newest).getByText('12:59:20')).toBeTruthy();
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');

    await queryClient.refetchQueries({ queryKey: ['analytics', 'realtime-stream'] });

    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.dataset.eventId),
      ).toEqual(['event-c', 'event-b', 'event-a']),
    );
    expect(asked.stream[1]).toEqual({ limit: '20', since: '2026-01-10T11:59:20.000Z' });
    expect(
      within(within(list).getAllByRole('listitem')[0] as HTMLElement).getByRole('link', { name: 'Lead' }),
    ).toBeTruthy();
    expect(live?.textContent).toBe('1 new event');
  });

  it('asks for the latest events again while one is pending, and shows its status move on', async () => {
    signedInAs();
    let polls = 0;
    const asked = answer(() => {
      polls += 1;
      return [received('event-b', 20, { status: polls === 1 ? 'pending' : 'processed' })];
    });
    const { queryClient } = await renderScreen(<RealtimePanel />, '/analytics', 'Pending');

    await queryClient.refetchQueries({ queryKey: ['analytics', 'realtime-stream'] });

    expect(await screen.findByText('Processed')).toBeTruthy();
    expect(screen.queryByText('Pending')).toBeNull();
    expect(asked.stream).toEqual([{ limit: '20' }, { limit: '20' }]);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });
});
