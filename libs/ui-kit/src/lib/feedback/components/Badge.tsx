import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../accessibility/components/VisuallyHidden';

export type BadgeTone = 'accent' | 'danger' | 'warning' | 'success' | 'info' | 'neutral';

export interface BadgeProps {
  children?: ReactNode;
  tone?: BadgeTone;
  /** `solid` filled, `subtle` tinted (default). */
  appearance?: 'solid' | 'subtle';
  /** A count: shows `max+` above `max` (default 99). */
  count?: number;
  max?: number;
  /** Small dot without content (e.g. unread marker); give it an `aria-label` via `label`. */
  dot?: boolean;
  /** Text read instead of the visible content when that is not enough (dot, bare count). */
  label?: string;
  className?: string;
}

const StyledBadge = styled.span<{ $tone: BadgeTone; $appearance: 'solid' | 'subtle'; $dot: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: ${({ theme, $dot }) => ($dot ? theme.spacing(2) : theme.spacing(5))};
  height: ${({ theme, $dot }) => ($dot ? theme.spacing(2) : theme.spacing(5))};
  padding: ${({ theme, $dot }) => ($dot ? '0' : theme.spacing(0, 1.5))};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $tone, $appearance }) =>
    $tone === 'neutral'
      ? $appearance === 'solid'
        ? theme.color.text.inverse
        : theme.color.text.secondary
      : $appearance === 'solid'
        ? theme.color[$tone].contrast
        : theme.color[$tone].text};
  background: ${({ theme, $tone, $appearance }) =>
    $tone === 'neutral'
      ? $appearance === 'solid'
        ? theme.color.text.secondary
        : theme.color.surface.hover
      : $appearance === 'solid'
        ? theme.color[$tone].base
        : theme.color[$tone].subtle};
`;

/** A small status label or counter. */
export function Badge({ children, tone = 'accent', appearance = 'subtle', count, max = 99, dot = false, label, className }: BadgeProps) {
  const content = dot ? null : count !== undefined ? (count > max ? `${max}+` : String(count)) : children;
  return (
    <StyledBadge className={className} $tone={tone} $appearance={appearance} $dot={dot}>
      {label ? (
        <>
          <span aria-hidden>{content}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        content
      )}
    </StyledBadge>
  );
}
