import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/mail-templates')({
  staticData: {
    permission: 'admin.mail-templates.view',
    title: msg`Mail templates`,
    description: msg`The emails the platform sends, in each language.`,
  },
  component: PlaceholderScreen,
});
