import type { ReactNode } from 'react';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';

interface FormSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What saving does, under the title; the sheet's accessible description. */
  description: ReactNode;
  /** The form, a kit form that shows the server's refusals under its fields. */
  children: ReactNode;
}

/**
 * A sheet beside a list holding one form (a new record, or one to change): its title and what saving
 * does on top, the form under them. Closing it (Escape, the close button, outside) asks `onOpenChange`.
 */
export function FormSheet({ open, onOpenChange, title, description, children }: FormSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <SheetBody>{children}</SheetBody>
      </SheetContent>
    </Sheet>
  );
}
