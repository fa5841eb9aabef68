import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The card paddings of spec section 9, in pixels; the gap between sections follows the padding. */
const cardPadding = {
  none: 'gap-0 p-0',
  12: 'gap-3 p-3',
  20: 'gap-5 p-5',
  24: 'gap-6 p-6',
} as const;

export type CardPadding = keyof typeof cardPadding;

type CardProps = ComponentProps<'div'> & {
  /** Inner padding in pixels (`none` for edge-to-edge content such as a table). */
  padding?: CardPadding;
};

export function Card({ className, padding = 24, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col rounded-xl border bg-card text-card-foreground shadow-sm',
        cardPadding[padding],
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('grid gap-1.5', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-title" className={cn('leading-none font-semibold', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={className} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-2', className)} {...props} />;
}
