import { Trans } from '@lingui/react/macro';
import type { AdminPage } from '@/api/queries/admin-pages';
import { Badge } from '@/components/ui/badge';

/** Whether visitors can read a page's version at /p/{slug}, as a badge. */
export function PageStateBadge({ page }: { page: Pick<AdminPage, 'is_published'> }) {
  return page.is_published ? (
    <Badge variant="success">
      <Trans context="page state">Published</Trans>
    </Badge>
  ) : (
    <Badge variant="secondary">
      <Trans context="page state">Draft</Trans>
    </Badge>
  );
}
