import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Spec section 9: an alert closes itself after this long unless told not to. */
export const ALERT_AUTO_CLOSE_MS = 4500;

// Tinted backgrounds keep the text in the foreground colour (AA on every tint); the light warning
// icon takes the darker warning-foreground, as the warning colour itself is too pale on white.
const alertVariants = cva(
  'grid w-full grid-cols-[auto_1fr_auto] items-start gap-x-3 rounded-lg border px-4 py-3 text-sm text-foreground [&>svg]:mt-0.5 [&>svg]:size-4',
  {
    variants: {
      variant: {
        info: 'border-info/40 bg-info/10 [&>svg]:text-info',
        success: 'border-success/40 bg-success/10 [&>svg]:text-success',
        warning: 'border-warning/60 bg-warning/15 [&>svg]:text-warning-foreground dark:[&>svg]:text-warning',
        destructive: 'border-destructive/40 bg-destructive/10 [&>svg]:text-destructive',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

type AlertVariant = NonNullable<VariantProps<typeof alertVariants>['variant']>;

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, destructive: CircleAlert };

type AlertProps = Omit<
  ComponentProps<'div'>,
  'title' | 'role' | 'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onBlur'
> &
  VariantProps<typeof alertVariants> & {
    title?: ReactNode;
    description?: ReactNode;
    /** Shows a dismiss button. */
    dismissible?: boolean;
    /** Closes the alert by itself after `autoCloseMs`; on by default (spec section 9). */
    autoClose?: boolean;
    autoCloseMs?: number;
    /** Called once the alert closes, by the dismiss button or by the timer. */
    onDismiss?: () => void;
  };

export function Alert({
  className,
  variant,
  title,
  description,
  children,
  dismissible = false,
  autoClose = true,
  autoCloseMs = ALERT_AUTO_CLOSE_MS,
  onDismiss,
  ...props
}: AlertProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  // The timer waits while the pointer or the focus is on the alert, so it never vanishes under a
  // reader or takes the keyboard focus away with it.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  function dismiss() {
    setOpen(false);
    onDismiss?.();
  }
  const dismissOnTimer = useEffectEvent(dismiss);

  useEffect(() => {
    if (!open || !autoClose || paused) return;
    const timer = window.setTimeout(dismissOnTimer, autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [open, autoClose, autoCloseMs, paused]);

  if (!open) return null;
  const kind: AlertVariant = variant ?? 'info';
  const Icon = icons[kind];

  return (
    <div
      data-slot="alert"
      role={kind === 'destructive' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant: kind }), className)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      {...props}
    >
      <Icon />
      <div className="grid gap-1">
        {title ? (
          <div data-slot="alert-title" className="font-medium">
            {title}
          </div>
        ) : null}
        {description ? (
          <div data-slot="alert-description" className="text-muted-foreground">
            {description}
          </div>
        ) : null}
        {children}
      </div>
      {dismissible ? (
        <Button
          variant="ghost"
          size="icon"
          className="-my-1 -mr-2 size-7"
          aria-label={t`Dismiss`}
          onClick={dismiss}
        >
          <X />
        </Button>
      ) : null}
    </div>
  );
}
