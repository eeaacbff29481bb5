import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '@portal/page-kit/chunks';

export interface LazyModalBoundaryProps {
  children: ReactNode;
  /** The modal could not be shown: the shell closes it, so the next opening loads it again. */
  onError?: () => void;
}

/**
 * Around a modal (or any part: an overlay, the footer) whose code loads on demand: nothing shows
 * while it loads (its own Suspense). Its chunk
 * failing (a deploy replaced it) reloads the portal once, as a route's does; after that, or on any
 * other error, the part is not shown and the rest of the portal stays up.
 */
export class LazyModalBoundary extends Component<LazyModalBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
    if (!isChunkLoadError(error)) console.error('Modal failed to render', error, info.componentStack);
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
