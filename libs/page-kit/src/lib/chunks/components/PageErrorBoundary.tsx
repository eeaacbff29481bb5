import { Trans } from '@lingui/react/macro';
import { Button, Spinner } from '@portal/ui-kit';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { clearChunkReloadMark, isChunkLoadError, reloadOnceForChunkError } from '../utils/chunkLoad';

const StyledPageError = styled.div<{ $place: PageErrorPlace }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  justify-items: center;
  padding: ${({ theme, $place }) => ($place === 'route' ? theme.spacing(16, 6) : theme.spacing(10, 4))};
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** Where the page sits: a route (the whole content area) or a centre's page beside its menu. */
export type PageErrorPlace = 'route' | 'centre';

export interface PageErrorBoundaryProps {
  children: ReactNode;
  place: PageErrorPlace;
}

interface PageErrorBoundaryState {
  error: Error | null;
  reloading: boolean;
}

/**
 * Around every lazy page, a route's or a centre's (docs/product/shell-and-navigation.md "Lazy
 * pages"): a page whose chunk fails to load (a deploy replaced it) reloads the portal once; after
 * that, or when the page breaks, the page's place shows the error with a retry while the rest of
 * the portal (the header, the centre's menu) stays usable.
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
    console.error(this.props.place === 'route' ? 'Route failed to render' : 'Centre page failed to render', error, info.componentStack);
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
        <StyledPageError $place={this.props.place}>
          <Spinner size="lg" />
          <p>
            <Trans>Updating the portal…</Trans>
          </p>
        </StyledPageError>
      );
    }
    return (
      <StyledPageError $place={this.props.place} role="alert">
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
