/**
 * Catches a render error (or a page chunk that failed to download) below it and shows `fallback` instead of letting
 * React unmount the whole app. React's own class pattern: there is no hook for this.
 */
import { Component, type ReactNode } from "react";

export type ErrorFallbackProps = { error: unknown; reset: () => void };

type Props = {
  children: ReactNode;
  fallback: (props: ErrorFallbackProps) => ReactNode;
  /** A shown error is cleared when this changes (the page boundary passes the location, so navigating away recovers). */
  resetKey?: string;
  /** Called as a shown error is cleared, before the children render again. */
  onReset?: () => void;
};

type State = { failed: false } | { failed: true; error: unknown };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  // No componentDidCatch logging: React 19 already reports every error a boundary catches with console.error (the
  // root's onCaughtError), with its component stack; a second log would only repeat it.

  override componentDidUpdate(prevProps: Props, prevState: State) {
    // Only an error shown before this update is cleared: one thrown by the render that brought the new key stays.
    if (prevState.failed && this.state.failed && prevProps.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback({ error: this.state.error, reset: this.reset }) : this.props.children;
  }
}
