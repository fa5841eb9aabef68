import { Component, Fragment, type ReactNode } from 'react';
import { isIgnoredError } from './error-kind';
import { ErrorScreen } from './error-screen';

/** Spec section 9: the error boundary allows 3 retries by default. */
export const MAX_BOUNDARY_RETRIES = 3;

interface AppErrorBoundaryProps {
  children: ReactNode;
  maxRetries?: number;
  onReload?: () => void;
  /** Whether the screen fills the page (the app-wide boundary, the default) or a layout's content area. */
  fullPage?: boolean;
}

interface AppErrorBoundaryState {
  failed: boolean;
  error: unknown;
  retries: number;
  /** Changes on every retry so that the children mount afresh rather than keep their broken state. */
  generation: number;
}

/**
 * Catches what its children throw while rendering and shows the matching error screen with Try Again
 * (while retries remain) and Reload Application. An error of the ignored classes shows no screen: the
 * children are mounted again at once, which also spends a retry, so an error that keeps coming back
 * ends on the screen rather than in a loop. Logging is left to the React root's error callbacks.
 * Render it inside the I18nProvider.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false, error: null, retries: 0, generation: 0 };

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown) {
    if (isIgnoredError(error) && this.canRetry()) this.retry();
  }

  private canRetry() {
    return this.state.retries < (this.props.maxRetries ?? MAX_BOUNDARY_RETRIES);
  }

  private readonly retry = () => {
    this.setState((state) => ({
      failed: false,
      error: null,
      retries: state.retries + 1,
      generation: state.generation + 1,
    }));
  };

  override render() {
    const { failed, error, generation } = this.state;
    if (!failed) return <Fragment key={generation}>{this.props.children}</Fragment>;
    // componentDidCatch is about to mount the children again.
    if (isIgnoredError(error) && this.canRetry()) return null;
    return (
      <ErrorScreen
        error={error}
        onRetry={this.retry}
        retriesExhausted={!this.canRetry()}
        onReload={this.props.onReload}
        fullPage={this.props.fullPage ?? true}
      />
    );
  }
}
