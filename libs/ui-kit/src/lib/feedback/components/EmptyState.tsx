import type { ReactNode } from 'react';
import { StyledStateAction, StyledStateBox, StyledStateDescription, StyledStateIcon, StyledStateTitle } from '../internal/stateStyles';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link that gets the player going (e.g. "Make a deposit"). */
  action?: ReactNode;
  /** Decorative illustration or icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** Heading level of the title (default 3: inside a page section). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function DefaultEmptyIcon() {
  return (
    <svg viewBox="0 0 48 48" fill="none" aria-hidden="true" focusable="false">
      <rect x="8" y="12" width="32" height="26" rx="4" stroke="currentColor" strokeWidth="2" />
      <path d="M8 20h32M18 28h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** What a list or page shows when there is nothing yet, and what to do about it. */
export function EmptyState({ title, description, action, icon, headingLevel = 3, className }: EmptyStateProps) {
  return (
    <StyledStateBox className={className}>
      <StyledStateIcon aria-hidden="true">{icon ?? <DefaultEmptyIcon />}</StyledStateIcon>
      <StyledStateTitle as={`h${headingLevel}`}>{title}</StyledStateTitle>
      {description ? <StyledStateDescription>{description}</StyledStateDescription> : null}
      {action ? <StyledStateAction>{action}</StyledStateAction> : null}
    </StyledStateBox>
  );
}
