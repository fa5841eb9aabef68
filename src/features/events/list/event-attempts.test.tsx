import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { servicesSchema } from '../../../../tests/fixtures/domains';
import { anEvent } from '../../../../tests/fixtures/events';
import { domainHandlers } from '../../../../tests/msw/handlers/domains';
import { eventHandlers } from '../../../../tests/msw/handlers/events';
import { server } from '../../../../tests/msw/server';
import { renderScreen } from '../../../../tests/render-screen';
import { signedInAs } from '../../../../tests/session';
import { EventDeliveries } from './event-attempts';

describe('EventDeliveries', () => {
  it('says a test event goes nowhere and counts nowhere, the events list being where it shows', async () => {
    signedInAs();
    server.use(eventHandlers.attempts([]), domainHandlers.servicesSchema(servicesSchema()));
    const test = anEvent({ source: 'test', deliveries: [] });
    await renderScreen(<EventDeliveries event={test} />, '/events', /not forwarded/);
    expect(screen.getByText(/not forwarded/).textContent).toBe(
      'Test events are not forwarded to destinations. Nor are they counted anywhere: the events list is the one place that shows them.',
    );
  });
});
