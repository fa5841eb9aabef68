import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { domainQueries } from '@/api/queries/domains';
import { eventKeys, sendTestEvent } from '@/api/queries/events';
import { formFailure } from '@/components/form/form-failure';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/lib/notify';
import { useSettledValue } from '@/lib/use-settled-value';
import { DestinationPreviews, PREVIEW_DEBOUNCE_MS } from './destination-previews';
import { SentTestEvents } from './sent-test-events';
import { TestEventForm } from './test-event-form';
import { rejectedItemFailure, withItemFieldNames } from './test-event-submit';
import { newTestEventId } from './test-event-templates';
import { templateValues, TEST_EVENT_FIELDS, testEventItem, type TestEventValues } from './test-event-values';
import { useSentTestEvents } from './use-sent-test-events';

/**
 * /events/test: a test event for one of the user's domains, filled from a template, with what each of
 * the domain's destinations would receive beside it. Sent (POST /events, source `test`), it is watched
 * until it shows up in the events list.
 */
export function TestEventScreen() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const { data: domainPage } = useSuspenseQuery(domainQueries.choices());
  const domains = domainPage.items;
  const [defaultValues] = useState<TestEventValues>(() => {
    const first = domains[0];
    return {
      domain_id: first?.id ?? '',
      template: 'Purchase',
      ...templateValues('Purchase', first?.name, newTestEventId()),
    };
  });
  const [values, setValues] = useState(defaultValues);
  const { sent, add } = useSentTestEvents();
  const previewItem = useSettledValue(testEventItem(values), PREVIEW_DEBOUNCE_MS);

  if (domains.length === 0) {
    return (
      <main className="grid content-start gap-6">
        <PageHeader />
        <Card>
          <EmptyState
            icon={<Globe />}
            title={<Trans>Add a domain first</Trans>}
            description={<Trans>Test events are sent for one of your domains.</Trans>}
            action={
              <Button asChild>
                <Link to="/domains/add">
                  <Trans>Add domain</Trans>
                </Link>
              </Button>
            }
          />
        </Card>
      </main>
    );
  }

  async function send(typed: TestEventValues) {
    const item = testEventItem(typed);
    if (!item?.domain_id) return { fields: {}, message: t`Fix the marked fields first.` };
    const domainId = item.domain_id;
    try {
      const result = await sendTestEvent(item);
      if (result.rejected > 0) return rejectedItemFailure(result.errors[0], i18n);
      const outcome = result.duplicates > 0 ? 'duplicate' : 'accepted';
      const domainName = domains.find((domain) => domain.id === domainId)?.name ?? '';
      add({
        key: `${Date.now()}-${item.event_id}`,
        item: { ...item, domain_id: domainId },
        domainName,
        outcome,
      });
      if (outcome === 'accepted') notify.success(t`Test event accepted`);
      else notify.info(t`Already received: not stored again`);
      await queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      return null;
    } catch (error) {
      return formFailure(
        withItemFieldNames(error),
        TEST_EVENT_FIELDS,
        msg`The test event could not be sent`,
        i18n,
      );
    }
  }

  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <Card>
            <TestEventForm
              domains={domains}
              defaultValues={defaultValues}
              onSubmit={send}
              onValuesChange={setValues}
            />
          </Card>
          <SentTestEvents sent={sent} />
        </div>
        <DestinationPreviews item={previewItem} />
      </div>
    </main>
  );
}
