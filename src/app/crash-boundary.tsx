import { Component, type ReactNode } from 'react';
import { logError } from '@/components/errors/log-error';

interface CrashBoundaryProps {
  children: ReactNode;
  /**
   * What replaces the app once something escaped every other boundary (the 'Application Error' page);
   * `duringMount` tells whether the app never finished its first render.
   */
  fallback: (duringMount: boolean) => ReactNode;
}

interface CrashBoundaryState {
  crash: { duringMount: boolean } | null;
}

/**
 * The outermost boundary: an error that no inner boundary caught lands here, is logged, and the fallback
 * replaces the app, so the user never faces a blank page. (Preact, our runtime, has no root error
 * callbacks like React 19's `onUncaughtError`; a boundary is how both catch a crash.)
 */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { crash: null };
  /** Set once the first render has been committed; a catch before it means the mount failed. */
  private mounted = false;

  override componentDidMount() {
    this.mounted = true;
  }

  override componentDidCatch(error: unknown) {
    logError('Uncaught error', error);
    this.setState({ crash: { duringMount: !this.mounted } });
  }

  override render() {
    const { crash } = this.state;
    return crash ? this.props.fallback(crash.duringMount) : this.props.children;
  }
}
