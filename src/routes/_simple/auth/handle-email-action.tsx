import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EMAIL_ACTION_PARAMS, emailActionRedirect } from '@/features/auth/email-action';
import { EmailActionScreen } from '@/features/auth/email-action-screen';
import { stringSearch } from '@/routes/-lib/search';

export const Route = createFileRoute('/_simple/auth/handle-email-action')({
  validateSearch: stringSearch(...EMAIL_ACTION_PARAMS),
  staticData: {
    requiresGuest: true,
    title: msg`Email action`,
    description: msg`Confirms an action started from a link in your email.`,
  },
  // A link that names its action goes on to that action's screen before this page renders.
  beforeLoad: ({ search }) => {
    const target = emailActionRedirect(search);
    if (target) throw target;
  },
  component: EmailActionScreen,
});
