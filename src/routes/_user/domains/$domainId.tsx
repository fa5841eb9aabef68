import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_user/domains/$domainId')({
  staticData: {
    title: msg`Domain`,
    description: msg`Its figures, health, destinations, tracking subdomain and API key.`,
    breadcrumbs: [{ label: msg`Domains`, to: '/domains' }, { label: msg`Domain` }],
  },
  component: PlaceholderScreen,
});
