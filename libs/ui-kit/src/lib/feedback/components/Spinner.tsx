import styled, { css, keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** `sm` 16px, `md` 24px, `lg` 40px, or a size in px. */
  size?: SpinnerSize | number;
  /**
   * Accessible name (`role="status"`). Leave it out when the spinner is decorative, e.g. inside
   * a button that already says `aria-busy`: it is then hidden from assistive technology.
   */
  label?: string;
  /** `current` follows the text colour (default), `accent` uses the brand colour. */
  tone?: 'current' | 'accent';
  className?: string;
}

const SPINNER_SIZE_STEPS: Record<SpinnerSize, number> = { sm: 4, md: 6, lg: 10 };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/*
 * It turns from 0.3 s on: most waits are shorter, and every turning frame is a frame the
 * compositor draws, which without a GPU took CPU from the page's own start (docs/product/performance.md
 * "Nothing moves while the page starts"). The arc shows at once.
 */
const SPIN_DELAY = '0.3s';

const StyledSpinner = styled.span<{ $size: SpinnerSize | number; $tone: 'current' | 'accent' }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ theme, $size }) => (typeof $size === 'number' ? `${$size}px` : theme.spacing(SPINNER_SIZE_STEPS[$size]))};
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.round};
  border: ${({ $size }) => ($size === 'lg' || (typeof $size === 'number' && $size > 32) ? '3px' : '2px')} solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.75s linear ${SPIN_DELAY} infinite;
  ${({ theme, $tone }) =>
    $tone === 'accent' &&
    css`
      color: ${theme.color.accent.base};
    `}
  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 1.5s;
  }
`;

/** Indeterminate progress. */
export function Spinner({ size = 'md', label, tone = 'current', className }: SpinnerProps) {
  return <StyledSpinner className={className} $size={size} $tone={tone} {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })} />;
}
