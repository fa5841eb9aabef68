import { msg } from '@lingui/core/runtime-macro';
import type { AppContext } from '../../../app-context.ts';
import { inEveryLocale } from '../../../lib/every-locale.ts';
import { translate } from '../../../lib/i18n.ts';
import { SERVICE_CATALOG } from '../../../lib/service-catalog.ts';
import type { AttemptOutcome } from './delivery.repo.ts';
import { domainOwnerOf, insertUnlessUnread } from './delivery-notice.repo.ts';

/** `data.kind` of the notification; the bell and tests tell it from others by this. */
const DELIVERY_FAILED = 'delivery_failed';

const title = msg({ message: 'Events could not be sent to {service}' });
const message = msg({
  message:
    'Some events of {domain} were not delivered to {service} and will not be sent again. The failed events show why.',
});

/** The events list showing the domain's failed events (see src/features/events/list/events-list-search.ts). */
function failedEventsUrl(domainId: string): string {
  return `/events?${new URLSearchParams({ domain_id: domainId, status: 'failed' })}`;
}

/**
 * Tells the domain's owner in the notification bell when some events of a delivery job were given up
 * (`failed`: refused, or still failing on the last try). One notice stands for every failure of the same
 * domain and service until the owner has read it, so a destination that is down does not flood the bell.
 */
export async function noticeFailedDelivery(
  context: AppContext,
  { domainId, service }: { domainId: string; service: string },
  outcomes: readonly Pick<AttemptOutcome, 'outcome'>[],
) {
  if (!outcomes.some((outcome) => outcome.outcome === 'failed')) return;
  const owner = await domainOwnerOf(context.db, domainId);
  if (!owner) return;
  // Product names read the same in every language.
  const values = {
    service: SERVICE_CATALOG.find((entry) => entry.key === service)?.name ?? service,
    domain: owner.name,
  };
  const titles = inEveryLocale((locale) => translate(title, locale, values));
  const messages = inEveryLocale((locale) => translate(message, locale, values));
  await insertUnlessUnread(
    context.db,
    {
      userId: owner.userId,
      type: 'error',
      title: titles.en,
      message: messages.en,
      actionUrl: failedEventsUrl(domainId),
      data: {
        kind: DELIVERY_FAILED,
        domain_id: domainId,
        service,
        translations: { title: titles, message: messages },
      },
    },
    { kind: DELIVERY_FAILED, domainId, service },
  );
}
