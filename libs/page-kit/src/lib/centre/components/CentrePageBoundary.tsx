import { Trans } from '@lingui/react/macro';
import { Button, Spinner } from '@portal/ui-kit';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { clearChunkReloadMark, isChunkLoadError, reloadOnceForChunkError } from '../../chunks/utils/chunkLoad';

const StyledPageError = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  justify-items: center;
  padding: ${({ theme }) => theme.spacing(10, 4)};
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};
`;

interface CentrePageBoundaryState {
  error: Error | null;
  reloading: boolean;
}

/**
 * Around the open page of a centre: a page whose chunk fails to load (a deploy replaced it)
 * reloads the portal once, as a route's does; after that, or when the page breaks, the page's
 * place shows the error with a retry while the centre's menu stays usable.
 */
export class CentrePageBoundary extends Component<{ children: ReactNode }, CentrePageBoundaryState> {
  override state: CentrePageBoundaryState = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): Partial<CentrePageBoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error)) {
      if (reloadOnceForChunkError()) this.setState({ reloading: true });
      return;
    }
    console.error('Centre page failed to render', error, info.componentStack);
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
        <StyledPageError>
          <Spinner size="lg" />
          <p>
            <Trans>Updating the portal…</Trans>
          </p>
        </StyledPageError>
      );
    }
    return (
      <StyledPageError role="alert">
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
