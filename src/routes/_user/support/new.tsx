import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NewTicketScreen } from '@/features/support/new/new-ticket-screen';
import { validateNewTicketSearch } from '@/features/support/new/new-ticket-search';

export const Route = createFileRoute('/_user/support/new')({
  validateSearch: validateNewTicketSearch,
  staticData: {
    title: msg`New ticket`,
    description: msg`Ask our support team for help.`,
    breadcrumbs: [{ label: msg`Support`, to: '/support' }, { label: msg`New ticket` }],
  },
  component: NewTicketScreen,
});
