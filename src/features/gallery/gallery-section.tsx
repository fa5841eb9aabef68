import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type GallerySectionProps = {
  /** The fragment the page's contents link to. */
  id: string;
  title: ReactNode;
  children: ReactNode;
};

/** One family of widgets: a section named by its heading. */
export function GallerySection({ id, title, children }: GallerySectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="grid scroll-mt-6 gap-6">
      <h2 id={headingId} className="border-b pb-2 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type GalleryItemProps = {
  title: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One widget in its states, under a small heading. */
export function GalleryItem({ title, children, className }: GalleryItemProps) {
  return (
    <div data-slot="gallery-item" className="grid content-start gap-3">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <div className={cn('flex flex-wrap items-center gap-3', className)}>{children}</div>
    </div>
  );
}
