import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Copy, Download, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dropdown, type DropdownItem } from '@/components/ui/dropdown';

type DomainAction = 'edit' | 'duplicate' | 'transfer' | 'export-csv' | 'export-json' | 'verify' | 'delete';

function useDomainActions(): DropdownItem<DomainAction>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        type: 'group',
        label: t`Domain`,
        children: [
          { label: t`Edit`, value: 'edit', icon: <Pencil />, shortcut: '⌘E' },
          { label: t`Duplicate`, value: 'duplicate', icon: <Copy />, shortcut: '⌘D' },
          { label: t`Transfer`, value: 'transfer', disabled: true },
        ],
      },
      { type: 'divider' },
      {
        label: t`Export`,
        icon: <Download />,
        children: [
          { label: t`As CSV`, value: 'export-csv' },
          { label: t`As JSON`, value: 'export-json' },
        ],
      },
      {
        label: t`Verify DNS`,
        value: 'verify',
        description: t`Checks the CNAME record now`,
        badge: t`New`,
      },
      { label: t`Delete domain`, value: 'delete', type: 'danger', icon: <Trash2 />, divided: true },
    ],
    [t],
  );
}

/** The dropdown with groups, a divider, a submenu, shortcuts and a danger item; click and hover triggers. */
export function DropdownDemo() {
  const items = useDomainActions();
  const [chosen, setChosen] = useState<DomainAction | null>(null);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Dropdown items={items} onSelect={setChosen}>
          <Button variant="outline" data-testid="gallery-dropdown">
            <Trans>Domain actions</Trans>
            <ChevronDown />
          </Button>
        </Dropdown>
        <Dropdown items={items} onSelect={setChosen} trigger="hover">
          <Button variant="ghost">
            <Trans>Opens on hover</Trans>
            <ChevronDown />
          </Button>
        </Dropdown>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="gallery-dropdown-choice">
        {chosen === null ? <Trans>Nothing chosen yet.</Trans> : <Trans>Chosen: {chosen}</Trans>}
      </p>
    </div>
  );
}
