import { Tooltip as TooltipPrimitive } from 'radix-ui';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
} from 'react';
import { cn } from '@/lib/cn';

/** Spec section 9: a tooltip stays this long after the pointer or the focus leaves it. */
export const TOOLTIP_HIDE_DELAY_MS = 200;

type ProviderValue = {
  hideDelay: number;
  /** Hides whichever tooltip is showing and records the new one's `hide`, so they never overlap. */
  takeOver: (hide: () => void) => void;
};
const ProviderContext = createContext<ProviderValue | null>(null);

type TooltipValue = { cancelHide: () => void; hide: () => void };
const TooltipContext = createContext<TooltipValue | null>(null);

function useTooltip(): TooltipValue {
  const tooltip = use(TooltipContext);
  if (!tooltip) throw new Error('Tooltip parts must be used within <Tooltip>.');
  return tooltip;
}

type TooltipProviderProps = ComponentProps<typeof TooltipPrimitive.Provider> & {
  /** How long a tooltip lingers after its trigger loses the pointer or the focus. */
  hideDelay?: number;
};

/** Placed once near the root; the tooltips below share its open and hide delays. */
export function TooltipProvider({
  delayDuration = 0,
  hideDelay = TOOLTIP_HIDE_DELAY_MS,
  ...props
}: TooltipProviderProps) {
  const hideShownRef = useRef<(() => void) | null>(null);
  const takeOver = useCallback((hide: () => void) => {
    if (hideShownRef.current !== hide) hideShownRef.current?.();
    hideShownRef.current = hide;
  }, []);
  const value = useMemo(() => ({ hideDelay, takeOver }), [hideDelay, takeOver]);
  return (
    <ProviderContext value={value}>
      <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />
    </ProviderContext>
  );
}

type TooltipProps = Omit<
  ComponentProps<typeof TooltipPrimitive.Root>,
  'open' | 'defaultOpen' | 'onOpenChange'
>;

/**
 * Radix Tooltip with the hide delay Radix lacks: the open state is ours, so it opens when Radix asks
 * and closes `hideDelay` after Radix asks, except on Escape, which closes it at once.
 */
export function Tooltip(props: TooltipProps) {
  const provider = use(ProviderContext);
  if (!provider) throw new Error('<Tooltip> must be used within <TooltipProvider>.');
  const { hideDelay, takeOver } = provider;
  const [open, setOpen] = useState(false);
  const timerRef = useRef<number | undefined>(undefined);

  const cancelHide = useCallback(() => window.clearTimeout(timerRef.current), []);
  const hide = useCallback(() => {
    window.clearTimeout(timerRef.current);
    setOpen(false);
  }, []);

  useEffect(() => cancelHide, [cancelHide]);

  function handleOpenChange(next: boolean) {
    cancelHide();
    if (!next) {
      timerRef.current = window.setTimeout(hide, hideDelay);
      return;
    }
    takeOver(hide);
    setOpen(true);
  }

  const value = useMemo(() => ({ cancelHide, hide }), [cancelHide, hide]);
  return (
    <TooltipContext value={value}>
      <TooltipPrimitive.Root open={open} onOpenChange={handleOpenChange} {...props} />
    </TooltipContext>
  );
}

export function TooltipTrigger({
  onPointerEnter,
  onFocus,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  const { cancelHide } = useTooltip();
  // Coming back to a lingering tooltip keeps it: Radix sees it as still open and reports nothing.
  return (
    <TooltipPrimitive.Trigger
      data-slot="tooltip-trigger"
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        cancelHide();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        cancelHide();
      }}
      {...props}
    />
  );
}

export function TooltipContent({
  className,
  sideOffset = 4,
  children,
  onPointerEnter,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  const { cancelHide, hide } = useTooltip();
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          cancelHide();
        }}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          hide();
        }}
        className={cn(
          'z-50 w-fit max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="z-50 size-2.5 translate-y-[calc(-50%_-_2px)] rotate-45 rounded-[2px] bg-foreground fill-foreground" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
