import { Trans } from '@lingui/react/macro';
import { Button, Spinner } from '@portal/ui-kit';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { clearChunkReloadMark, isChunkLoadError, reloadOnceForChunkError } from '@portal/page-kit/chunks';

const StyledRouteError = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  justify-items: center;
  padding: ${({ theme }) => theme.spacing(16, 6)};
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};
`;

interface RouteErrorBoundaryState {
  error: Error | null;
  reloading: boolean;
}

/**
 * One per route: a broken page shows an error with a retry, the rest of the portal stays up.
 * A page chunk that fails to load (e.g. after a deploy) reloads the portal once; if it fails
 * again the error shows, and its retry reloads.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): Partial<RouteErrorBoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error)) {
      if (reloadOnceForChunkError()) this.setState({ reloading: true });
      return;
    }
    console.error('Route failed to render', error, info.componentStack);
  }

  handleRetry = () => {
    if (this.state.error && isChunkLoadError(this.state.error)) {
      // React.lazy keeps the failed import: only a reload fetches the chunk again.
      clearChunkReloadMark();
      window.location.reload();
      return;
    }
    this.setState({ error: null });
  };

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) {
      return (
        <StyledRouteError>
          <Spinner size="lg" />
          <p>
            <Trans>Updating the portal…</Trans>
          </p>
        </StyledRouteError>
      );
    }
    return (
      <StyledRouteError role="alert">
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
      </StyledRouteError>
    );
  }
}
