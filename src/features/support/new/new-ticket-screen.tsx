import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { domainQueries } from '@/api/queries/domains';
import { createTicket, supportKeys } from '@/api/queries/support';
import { formFailure } from '@/components/form/form-failure';
import { PageHeader } from '@/components/page/page-header';
import { notify } from '@/lib/notify';
import { NewTicketForm } from './new-ticket-form';
import { TICKET_CREATE_FIELDS, ticketCreateRequest } from './ticket-create-schema';

const routeApi = getRouteApi('/_user/support/new');

/**
 * /support/new: POST /support/tickets, then the new ticket's page. `?domain=` preselects a domain. Too
 * many new tickets (429, ten an hour) is said in words with the wait, and what was typed stays.
 */
export function NewTicketScreen() {
  const { i18n, t } = useLingui();
  const { domain } = routeApi.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const domains = useQuery(domainQueries.choices()).data?.items ?? [];

  return (
    <main className="grid max-w-3xl content-start gap-6">
      <PageHeader />
      <NewTicketForm
        domainId={domain ?? ''}
        domains={domains}
        onSubmit={async (values) => {
          try {
            const ticket = await createTicket(ticketCreateRequest(values));
            await queryClient.invalidateQueries({ queryKey: supportKeys.all });
            const number = ticket.number;
            notify.success(t`Ticket #${number} opened`);
            await navigate({ to: '/support/tickets/$id', params: { id: ticket.id } });
            return null;
          } catch (error) {
            if (isApiError(error) && error.status === 429) {
              const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
              const wait = plural(minutes, {
                one: 'Try again in # minute.',
                other: 'Try again in # minutes.',
              });
              return {
                fields: {},
                message: `${t`You have opened too many tickets in the last hour; what you typed stays here.`} ${wait}`,
              };
            }
            return formFailure(error, TICKET_CREATE_FIELDS, msg`The ticket could not be opened`, i18n);
          }
        }}
      />
    </main>
  );
}
