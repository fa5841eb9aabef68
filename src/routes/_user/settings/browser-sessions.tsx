import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BrowserSessionsScreen } from '@/features/account/sessions/browser-sessions-screen';

export const Route = createFileRoute('/_user/settings/browser-sessions')({
  staticData: {
    title: msg`Browser sessions`,
    description: msg`Where your account is signed in.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/settings' }, { label: msg`Browser sessions` }],
  },
  component: BrowserSessionsScreen,
});
