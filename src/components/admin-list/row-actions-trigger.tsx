import { useLingui } from '@lingui/react/macro';
import { MoreHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

/**
 * The "…" button opening the menu of a record's actions (a role, a permission, a plan, a feature), named
 * after it for screen readers ("Actions for support"). Put it first inside the `DropdownMenu`.
 */
export function RowActionsTrigger({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <DropdownMenuTrigger asChild>
      <Button variant="ghost" size="icon" className="size-8" aria-label={t`Actions for ${name}`}>
        <MoreHorizontal aria-hidden />
      </Button>
    </DropdownMenuTrigger>
  );
}
