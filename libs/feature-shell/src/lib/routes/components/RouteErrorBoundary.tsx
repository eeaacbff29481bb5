import { Trans } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';

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
}

/** One per route: a broken page shows an error with a retry, the rest of the portal stays up. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, RouteErrorBoundaryState> {
  state: RouteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RouteErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Route failed to render', error, info.componentStack);
  }

  handleRetry = () => this.setState({ error: null });

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <StyledRouteError role="alert">
        <p>
          <Trans>This page could not be shown.</Trans>
        </p>
        <Button onClick={this.handleRetry}>
          <Trans>Try again</Trans>
        </Button>
      </StyledRouteError>
    );
  }
}
