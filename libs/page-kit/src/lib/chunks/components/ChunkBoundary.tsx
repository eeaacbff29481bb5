import { Trans } from '@lingui/react/macro';
import { Button, Spinner } from '@portal/ui-kit';
import { clearChunkReloadMark, isChunkLoadError, reloadOnceForChunkError } from '@portal/ui-kit/lazy';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledPageError = styled.div<{ $place: ChunkBoundaryPlace }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  justify-items: center;
  padding: ${({ theme, $place }) => ($place === 'route' ? theme.spacing(16, 6) : theme.spacing(10, 4))};
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * Where the lazy component sits: a route (the whole content area), a centre's page beside its
 * menu, or a part (a modal, an overlay, a piece of the frame) that shows nothing while it loads
 * and nothing when it fails.
 */
export type ChunkBoundaryPlace = 'route' | 'centre' | 'part';

export interface ChunkBoundaryProps {
  children: ReactNode;
  place: ChunkBoundaryPlace;
  /** A part could not be shown (its owner closes it, so its next opening loads it again). */
  onError?: () => void;
}

interface ChunkBoundaryState {
  error: Error | null;
  reloading: boolean;
}

/**
 * The one error boundary around lazy code (`lazyComponent`; docs/product/shell-and-navigation.md
 * "Lazy pages"): a chunk that fails to load (a deploy replaced it) reloads the portal once; after
 * that, or when the code breaks, a page's place shows the error with a retry while the rest of the
 * portal (the header, the centre's menu) stays usable, and a part is left out.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): Partial<ChunkBoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) {
      this.setState({ reloading: true });
      return;
    }
    if (!isChunkLoadError(error)) console.error(`A ${this.props.place} failed to render`, error, info.componentStack);
    this.props.onError?.();
  }

  handleRetry = () => {
    if (this.state.error && isChunkLoadError(this.state.error)) {
      // The browser keeps a module that failed to load: only a reload fetches it again.
      clearChunkReloadMark();
      window.location.reload();
      return;
    }
    this.setState({ error: null });
  };

  override render() {
    const { place, children } = this.props;
    const { error, reloading } = this.state;
    if (place === 'part') return error ? null : <Suspense fallback={null}>{children}</Suspense>;
    if (!error) return children;
    if (reloading) {
      return (
        <StyledPageError $place={place}>
          <Spinner size="lg" />
          <p>
            <Trans>Updating the portal…</Trans>
          </p>
        </StyledPageError>
      );
    }
    return (
      <StyledPageError $place={place} role="alert">
        <p>
          {isChunkLoadError(error) ? (
            <Trans>This page could not be loaded. Check your connection and try again.</Trans>
          ) : (
            <Trans>This page could not be shown.</Trans>
          )}
        </p>
        <Button onClick={this.handleRetry}>
          <Trans>Try again</Trans>
        </Button>
      </StyledPageError>
    );
  }
}
