import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailScreen } from '@/features/auth/email-verification/verify-email-screen';
import { stringSearch } from '@/routes/-lib/search';

export const Route = createFileRoute('/_simple/auth/email/verify/$id/$hash')({
  validateSearch: stringSearch('expires', 'signature'),
  staticData: {
    title: msg`Email verification`,
    description: msg`Confirms your email address from the link we sent.`,
  },
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { id, hash } = Route.useParams();
  const { expires, signature } = Route.useSearch();
  return <VerifyEmailScreen id={id} hash={hash} expires={expires} signature={signature} />;
}
