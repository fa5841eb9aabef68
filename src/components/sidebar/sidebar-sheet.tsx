import { useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SidebarNav, type SidebarNavProps } from './sidebar-nav';
import { SIDEBAR_WIDTH } from './sidebar';

type SidebarSheetProps = Omit<SidebarNavProps, 'collapsed' | 'onNavigate'> & {
  header?: ReactNode;
  className?: string;
};

/**
 * The sidebar on small screens: a menu button (hidden from `lg` up, where `<Sidebar>` shows) that
 * opens the navigation as a sheet from the side. It is a modal dialog, so focus stays inside until
 * Escape, the close button, a click outside or following a link closes it.
 */
export function SidebarSheet({ header, className, ...navProps }: SidebarSheetProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Open menu`} className={cn('lg:hidden', className)}>
          <Menu />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-slot="sidebar-sheet"
          aria-describedby={undefined}
          style={{ width: SIDEBAR_WIDTH }}
          className="fixed inset-y-0 left-0 z-50 flex max-w-[85vw] flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground shadow-lg outline-none"
        >
          <div className="flex h-14 items-center justify-between gap-2 px-3">
            <Dialog.Title className="sr-only">{t`Navigation`}</Dialog.Title>
            {header}
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t`Close menu`} className="ml-auto">
                <X />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label={t`Main`} className="min-h-0 flex-1 overflow-y-auto px-3 py-2">
            <SidebarNav {...navProps} onNavigate={() => setOpen(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
