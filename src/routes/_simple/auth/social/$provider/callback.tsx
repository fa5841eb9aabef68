import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/layouts/placeholder-screen';
import { socialProviderParams } from '@/routes/-lib/params';
import { stringSearch } from '@/routes/-lib/search';

export const Route = createFileRoute('/_simple/auth/social/$provider/callback')({
  params: socialProviderParams,
  validateSearch: stringSearch('code', 'state', 'error'),
  staticData: {
    requiresGuest: true,
    title: msg`Social sign-in`,
    description: msg`Completes your sign-in with an external provider.`,
  },
  component: PlaceholderScreen,
});
