import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/layouts/placeholder-screen';
import { stringSearch } from '@/routes/-lib/search';

export const Route = createFileRoute('/_simple/auth/email/verify/$id/$hash')({
  validateSearch: stringSearch('expires', 'signature'),
  staticData: {
    title: msg`Email verification`,
    description: msg`Confirms your email address from the link we sent.`,
  },
  component: PlaceholderScreen,
});
