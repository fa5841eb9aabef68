import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const containerVariants = cva('mx-auto w-full px-4 sm:px-6 lg:px-8', {
  variants: {
    size: {
      sm: 'max-w-3xl',
      default: 'max-w-7xl',
      lg: 'max-w-screen-2xl',
    },
  },
  defaultVariants: { size: 'default' },
});

type ContainerProps = ComponentProps<'div'> &
  VariantProps<typeof containerVariants> & {
    /** Renders the single child (`<main>`, say) as the container instead of a `<div>`. */
    asChild?: boolean;
  };

/** Centres page content and caps its width, with side padding that grows with the screen. */
export function Container({ className, size, asChild = false, ...props }: ContainerProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return <Comp data-slot="container" className={cn(containerVariants({ size }), className)} {...props} />;
}
