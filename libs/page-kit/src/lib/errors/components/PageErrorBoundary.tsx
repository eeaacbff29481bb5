import { Trans } from '@lingui/react/macro';
import { Button, Spinner } from '@portal/ui-kit';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { clearChunkReloadMark, isChunkLoadError, reloadOnceForChunkError } from '../../chunks/utils/chunkLoad';

const StyledPageError = styled.div<{ $placement: PageErrorPlacement }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  justify-items: center;
  padding: ${({ theme, $placement }) => ($placement === 'route' ? theme.spacing(16, 6) : theme.spacing(10, 4))};
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** Where the boundary stands: around a route of the portal, or around the open page of a centre. */
export type PageErrorPlacement = 'route' | 'centre';

export interface PageErrorBoundaryProps {
  placement: PageErrorPlacement;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  error: Error | null;
  reloading: boolean;
}

/**
 * One per route and around the open page of a centre: a broken page shows an error with a retry
 * while the rest of the portal (or the centre's menu) stays up. A page whose chunk fails to load
 * (a deploy replaced it) reloads the portal once; if it fails again the error shows, and its
 * retry reloads.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): Partial<PageErrorBoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error)) {
      if (reloadOnceForChunkError()) this.setState({ reloading: true });
      return;
    }
    console.error(this.props.placement === 'route' ? 'Route failed to render' : 'Centre page failed to render', error, info.componentStack);
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
    const { placement } = this.props;
    if (!error) return this.props.children;
    if (reloading) {
      return (
        <StyledPageError $placement={placement}>
          <Spinner size="lg" />
          <p>
            <Trans>Updating the portal…</Trans>
          </p>
        </StyledPageError>
      );
    }
    return (
      <StyledPageError $placement={placement} role="alert">
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
