import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../input/components/Button';
import { StyledStateAction, StyledStateBox, StyledStateDescription, StyledStateIcon, StyledStateTitle } from '../internal/stateStyles';

export interface ErrorStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shows a retry button. */
  onRetry?: () => void;
  /** Text of the retry button (required for it to show: ui-kit has no texts of its own). */
  retryLabel?: string;
  /** The retry is running (the button shows a spinner and ignores presses). */
  retrying?: boolean;
  /**
   * Announce the error (`role="alert"`). Use it when the error appears after something the
   * player did (a retry, a filter change); an error already there when the page opens is
   * read with the page, not announced over it.
   */
  announce?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const StyledErrorIcon = styled(StyledStateIcon)`
  color: ${({ theme }) => theme.color.danger.text};
`;

function ErrorIcon() {
  return (
    <svg viewBox="0 0 48 48" fill="none" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="17" stroke="currentColor" strokeWidth="2" />
      <path d="M24 15v11" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="24" cy="32" r="1.75" fill="currentColor" />
    </svg>
  );
}

/** Something failed to load: what happened, and a way to try again. */
export function ErrorState({ title, description, onRetry, retryLabel, retrying = false, announce = false, headingLevel = 3, className }: ErrorStateProps) {
  return (
    <StyledStateBox className={className} role={announce ? 'alert' : undefined}>
      <StyledErrorIcon aria-hidden="true">
        <ErrorIcon />
      </StyledErrorIcon>
      <StyledStateTitle as={`h${headingLevel}`}>{title}</StyledStateTitle>
      {description ? <StyledStateDescription>{description}</StyledStateDescription> : null}
      {onRetry && retryLabel ? (
        <StyledStateAction>
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        </StyledStateAction>
      ) : null}
    </StyledStateBox>
  );
}
