import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApplicationErrorPage } from '@/components/errors/application-error-page';
import { errorTexts, reinitFailedText } from '@/components/errors/error-messages';
import { installGlobalErrorHandlers } from '@/components/errors/global-error-handlers';
import { logError } from '@/components/errors/log-error';
import { reloadPage } from '@/components/errors/reload-page';
import type { SourcedMessage } from '@/components/errors/source-text';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { createStartSequence, type StartFailure, type StartSteps } from './start-sequence';
import { StartOverlay } from './start-overlay';

export interface StartAppOptions {
  /** Where the app renders; `#root` by default. */
  container?: HTMLElement;
  /** Initialisation retries the user may ask for; 3 by default. */
  maxRetries?: number;
  reload?: () => void;
}

/** Builds the application's element tree once the steps have run; may be async (a lazy import). */
export type MountApp = () => ReactNode | Promise<ReactNode>;

/**
 * Starts the application as spec section 4 orders it: the steps, then the mount, with the loading overlay
 * meanwhile. A failed step shows the 'Application Error' page with Try Again (which continues from that
 * step) and Reload Application; after the retries, only Reload. If mounting fails, or the app later
 * crashes past every error boundary, the same page shows instead of a blank screen. The React root is
 * created here so that its error callbacks can do this; errors caught by boundaries are logged there
 * too (the ignored classes as warnings), and unhandled rejections are logged and suppressed from the
 * start on. Resolves, once the first attempt has mounted or failed, with the function that unmounts.
 */
export async function startApp(steps: StartSteps, mount: MountApp, options: StartAppOptions = {}) {
  const { container = rootElement(), maxRetries, reload = reloadPage } = options;
  const sequence = createStartSequence(steps, maxRetries);
  const removeGlobalHandlers = installGlobalErrorHandlers();
  let mounted = false;

  const showFailure = (message: SourcedMessage, onRetry?: () => void) => {
    root.render(<ApplicationErrorPage message={message} onRetry={onRetry} onReload={reload} />);
  };
  const root = createRoot(container, {
    onCaughtError: (error, info) => logError('Error caught by an error boundary', error, info.componentStack),
    onUncaughtError: (error, info) => {
      logError('Uncaught error', error, info.componentStack);
      showFailure(mounted ? errorTexts.unexpected : errorTexts.initFailed);
    },
  });

  const attempt = async (): Promise<void> => {
    root.render(<StartOverlay />);
    const outcome = await sequence.run();
    if (!outcome.ok) {
      logError('Application start failed', outcome.error);
      const retry = outcome.failure.kind === 'exhausted' ? undefined : () => void attempt();
      showFailure(failureMessage(outcome.failure), retry);
      return;
    }
    try {
      // The app's first render in a task of its own, after the start's work: neither blocks input long.
      await yieldToBrowser();
      const app = await mount();
      const onMounted = () => {
        mounted = true;
      };
      // A transition: React renders the app in slices, yielding to the browser between them, instead of
      // one task that blocks input; the start overlay stays until the app is ready to show.
      startTransition(() => {
        root.render(<OnMounted callback={onMounted}>{app}</OnMounted>);
      });
    } catch (error) {
      logError('Application mount failed', error);
      showFailure(errorTexts.initFailed);
    }
  };
  await attempt();
  return {
    unmount: () => {
      removeGlobalHandlers();
      root.unmount();
    },
  };
}

function failureMessage(failure: StartFailure): SourcedMessage {
  if (failure.kind === 'init') return errorTexts.initFailed;
  if (failure.kind === 'reinit') return reinitFailedText(failure.attempt, failure.max);
  return errorTexts.maxRetries;
}

/** Tells when the app's first render has been committed, i.e. mounting succeeded. */
function OnMounted({ callback, children }: { callback: () => void; children: ReactNode }) {
  useEffect(callback, [callback]);
  return children;
}

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}
