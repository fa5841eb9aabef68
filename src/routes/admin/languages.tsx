import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';

export const Route = createFileRoute('/admin/languages')({
  staticData: {
    permission: 'admin.languages.view',
    title: msg`Languages`,
    description: msg`Interface languages and their translations.`,
  },
  component: PlaceholderScreen,
});
