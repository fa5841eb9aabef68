import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_user/domains/tracking')({
  staticData: {
    title: msg`Tracking setup`,
    description: msg`Connect your tracking subdomain and install the tracking code.`,
    breadcrumbs: [{ label: msg`Domains`, to: '/domains' }, { label: msg`Tracking setup` }],
  },
  component: PlaceholderScreen,
});
