import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/_user/domains/add')({
  staticData: {
    title: msg`Add domain`,
    description: msg`Add a domain to start tracking its conversions.`,
    breadcrumbs: [{ label: msg`Domains`, to: '/domains' }, { label: msg`Add domain` }],
  },
  component: PlaceholderScreen,
});
