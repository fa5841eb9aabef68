import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useReturnFocus } from '@/lib/use-return-focus';

// shadcn's Sheet: a modal dialog that slides in from an edge, for the details of a row beside its list.

export const Sheet = Dialog.Root;

const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 bg-background text-foreground shadow-lg outline-none',
  {
    variants: {
      side: {
        right: 'inset-y-0 right-0 h-full w-full border-l sm:max-w-xl',
        left: 'inset-y-0 left-0 h-full w-full border-r sm:max-w-xl',
        bottom: 'inset-x-0 bottom-0 max-h-[90vh] border-t',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

type SheetContentProps = ComponentProps<typeof Dialog.Content> & VariantProps<typeof sheetVariants>;

/**
 * The sheet's panel, with an overlay and a close button. Give it a `SheetTitle` (and a `SheetDescription`,
 * or `aria-describedby={undefined}`): Radix names the dialog by them.
 */
export function SheetContent({
  side,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const { t } = useLingui();
  // Sheets are opened by their screen's own button or a menu item, never a Dialog.Trigger.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Portal>
      <Dialog.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-50 bg-black/50" />
      <Dialog.Content
        data-slot="sheet-content"
        className={cn(sheetVariants({ side }), className)}
        onOpenAutoFocus={(event) => {
          returnFocus.remember();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus.giveBack(event);
        }}
        {...props}
      >
        {children}
        <Dialog.Close
          aria-label={t`Close`}
          className="absolute top-4 right-4 rounded-xs opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden disabled:pointer-events-none"
        >
          <X className="size-4" aria-hidden />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('grid gap-1.5 p-4 pr-12', className)} {...props} />;
}

export function SheetBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-body"
      className={cn('grid min-h-0 flex-1 content-start gap-6 overflow-y-auto px-4 pb-6', className)}
      {...props}
    />
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return (
    <Dialog.Title
      data-slot="sheet-title"
      className={cn('text-lg font-semibold text-foreground', className)}
      {...props}
    />
  );
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof Dialog.Description>) {
  return (
    <Dialog.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
