import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown instead of the section after an error; default nothing. */
  fallback?: ReactNode;
}

/**
 * Keeps one page section's render error to that section: the rest of the page stays usable (e.g. a jackpot feed
 * with an unexpected shape must not blank the home page). The error is logged for the console, nothing else.
 */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Section failed to render', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
