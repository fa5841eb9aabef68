import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { servicesSchema } from '../../../../tests/fixtures/domains';
import { anEventsHealth } from '../../../../tests/fixtures/events';
import { domainHandlers } from '../../../../tests/msw/handlers/domains';
import { eventHandlers } from '../../../../tests/msw/handlers/events';
import { server } from '../../../../tests/msw/server';
import { renderScreen } from '../../../../tests/render-screen';
import { signedInAs } from '../../../../tests/session';
import { DestinationsHealthStrip } from './destinations-health-strip';

async function showStrip(health = anEventsHealth()) {
  signedInAs();
  server.use(eventHandlers.health(health), domainHandlers.servicesSchema(servicesSchema()));
  await renderScreen(<DestinationsHealthStrip />, '/events', 'Operational');
  const strip = screen.getByRole('region', { name: 'Destinations health' });
  const cards = await within(strip).findAllByRole('listitem');
  return { strip, cards };
}

/** A card's figures as label and value, in the order it shows them. */
const figuresOf = (card: HTMLElement | undefined) =>
  (card ? within(card).getAllByRole('term') : []).map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

describe('DestinationsHealthStrip', () => {
  it('says the window and scope its cards count, and each card’s deliveries and failures in it', async () => {
    const { strip, cards } = await showStrip();
    expect(
      within(strip).getByText(
        'Each destination over the last hour, across the platform: not only your domains.',
      ),
    ).toBeTruthy();
    expect(figuresOf(cards[0])).toEqual([
      ['Delivered', '990'],
      ['Failed', '1'],
      ['Success rate', '99.9%'],
      ['Last failure', 'None'],
      ['Backlog', '0'],
    ]);
    expect(figuresOf(cards[1]).slice(0, 2)).toEqual([
      ['Delivered', '40'],
      ['Failed', '10'],
    ]);
  });

  it('says a destination without finished deliveries had none in the last hour, with its counts at zero', async () => {
    const idle = {
      service: 'meta_capi',
      delivered_last_hour: 0,
      failed_last_hour: 0,
      success_rate: null,
      last_failure_at: null,
      backlog: 2,
    };
    const { cards } = await showStrip(anEventsHealth({ destinations: [idle] }));
    expect(within(cards[0] as HTMLElement).getByText('No deliveries in the last hour')).toBeTruthy();
    expect(figuresOf(cards[0]).slice(0, 3)).toEqual([
      ['Delivered', '0'],
      ['Failed', '0'],
      ['Success rate', '—'],
    ]);
  });
});
