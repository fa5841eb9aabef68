import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SidebarNavProps } from './sidebar-nav';
import type { SidebarSheetDialog } from './sidebar-sheet-dialog';

type SidebarSheetProps = Omit<SidebarNavProps, 'collapsed' | 'onNavigate'> & {
  header?: ReactNode;
  className?: string;
};

const loadDialog = () => import('./sidebar-sheet-dialog');

/**
 * The sidebar on small screens: a menu button (hidden from `lg` up, where `<Sidebar>` shows) that
 * opens the navigation as a sheet from the side. It is a modal dialog, so focus stays inside until
 * Escape, the close button, a click outside or following a link closes it. The dialog's code (Radix
 * Dialog, focus trapping, scroll locking) loads when the pointer or the focus reaches the button, so a
 * dashboard's first visit does not wait for it.
 */
export function SidebarSheet({ header, className, ...navProps }: SidebarSheetProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [Sheet, setSheet] = useState<typeof SidebarSheetDialog | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const show = () =>
    void loadDialog().then((module) => {
      setSheet(() => module.SidebarSheetDialog);
      setOpen(true);
    });
  return (
    <>
      <Button
        ref={opener}
        variant="ghost"
        size="icon"
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn('lg:hidden', className)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={show}
      >
        <Menu />
      </Button>
      {Sheet ? (
        <Sheet {...navProps} header={header} open={open} onOpenChange={setOpen} opener={opener} />
      ) : null}
    </>
  );
}
