import { i18n, type Messages } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/i18n/locales';
import { contract, listEnvelope } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { renderScreen } from '../../../../tests/render-screen';
import { signedInAs } from '../../../../tests/session';
import { SentTestEvents, type SentTestEvent } from './sent-test-events';

/** The word that says an event *is* a duplicate (a noun), not the command to make one. */
const DUPLICATE: Record<Locale, string> = {
  pl: 'Duplikat',
  en: 'Duplicate',
  es: 'Duplicado',
  de: 'Duplikat',
  fr: 'Doublon',
};

const duplicate: SentTestEvent = {
  key: 'sent-1',
  item: { domain_id: 'domain-1', event_name: 'Purchase', event_id: 'test-0123456789ab', source: 'test' },
  domainName: 'shop.example.com',
  outcome: 'duplicate',
};

afterEach(() => {
  // The other tests read the English source text.
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('SentTestEvents', () => {
  it.each(LOCALES)('says an event received before is a duplicate, in %s', async (locale) => {
    const { messages } = (await import(`../../../../locales/${locale}/messages.po`)) as {
      messages: Messages;
    };
    i18n.loadAndActivate({ locale, messages });
    signedInAs();
    server.use(
      contract.get('/events/list', () =>
        listEnvelope([], { meta: { next_cursor: null, previous_cursor: null } }),
      ),
    );

    await renderScreen(<SentTestEvents sent={[duplicate]} />, '/events/test', 'test-0123456789ab');

    const sent = screen.getByRole('listitem', { name: 'test-0123456789ab' });
    expect(within(sent).getByText(DUPLICATE[locale])).toBeTruthy();
  });
});
