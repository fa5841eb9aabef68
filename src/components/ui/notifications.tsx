import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleAlert, Info, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '@/lib/notify';
import { useToasterTop } from './use-toaster-top';

type Theme = 'light' | 'dark';

// The app switches themes with the `dark` class on <html>; the toaster follows it unless told otherwise.
function subscribeToHtmlClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function htmlTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

// Sonner draws the toasts with these variables; pointing them at the design tokens gives the
// popover colours, which pass WCAG AA in both themes. Its own stylesheet sets a font of its own: the
// toasts take the app's instead.
const toasterStyle = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--border-radius': 'var(--radius)',
  fontFamily: 'inherit',
} as CSSProperties;

/**
 * The app's one toaster (spec section 9): top right, below the header with the language, theme and account
 * controls and below the page's title and its buttons (useToasterTop), at most 5 at once, 5 s by default, paused while
 * hovered, dismissed by swiping or by its close button (which keyboard users reach with Alt+T, Tab).
 */
export function Notifications({ theme }: { theme?: Theme }) {
  const { t } = useLingui();
  const classTheme = useSyncExternalStore(subscribeToHtmlClass, htmlTheme);
  const top = useToasterTop();
  return (
    <Toaster
      theme={theme ?? classTheme}
      position="top-right"
      offset={{ top, right: '1rem' }}
      mobileOffset={{ top, right: '0.75rem', left: '0.75rem' }}
      visibleToasts={MAX_VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      closeButton
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Dismiss` }}
      icons={{
        success: <CircleCheck className="size-4 text-success" />,
        info: <Info className="size-4 text-info" />,
        warning: <TriangleAlert className="size-4 text-warning-foreground dark:text-warning" />,
        error: <CircleAlert className="size-4 text-destructive" />,
        loading: <LoaderCircle className="size-4 animate-spin text-muted-foreground" />,
      }}
      style={toasterStyle}
    />
  );
}
