import { createFileRoute } from '@tanstack/react-router';
import { SettingsLayout } from '@/features/account/settings-layout';

// The settings pages share one frame: the list of settings pages beside the page.
export const Route = createFileRoute('/_user/settings')({
  component: SettingsLayout,
});
