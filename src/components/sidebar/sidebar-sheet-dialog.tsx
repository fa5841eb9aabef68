import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { SidebarNav, type SidebarNavProps } from './sidebar-nav';
import { SIDEBAR_WIDTH } from './sidebar';

export type SidebarSheetDialogProps = Omit<SidebarNavProps, 'collapsed' | 'onNavigate'> & {
  header?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back when the sheet closes (it is no Radix trigger). */
  opener: RefObject<HTMLButtonElement | null>;
};

/** The navigation as a modal sheet from the side, loaded when the menu button is first used (SidebarSheet). */
export function SidebarSheetDialog({
  header,
  open,
  onOpenChange,
  opener,
  ...navProps
}: SidebarSheetDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-slot="sidebar-sheet"
          aria-describedby={undefined}
          style={{ width: SIDEBAR_WIDTH }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
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
            <SidebarNav {...navProps} onNavigate={() => onOpenChange(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
