import styled from 'styled-components';

export interface ProgressBarProps {
  value: number;
  max: number;
  /** Accessible name ("Place 10 bets"). */
  label: string;
  /** Spoken value ("7 of 10"). */
  valueText: string;
  tone?: 'accent' | 'success';
}

const StyledTrack = styled.div`
  width: 100%;
  height: ${({ theme }) => theme.spacing(2)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface.sunken};
`;

const StyledFill = styled.div<{ $percent: number; $tone: 'accent' | 'success' }>`
  width: ${({ $percent }) => `${$percent}%`};
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => theme.color[$tone].base};
  transition: width ${({ theme }) => theme.motion.duration.normal};
`;

/** A horizontal progress bar (role progressbar with its value text). */
export function ProgressBar({ value, max, label, valueText, tone = 'accent' }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 100;
  return (
    <StyledTrack role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={Math.min(value, max)} aria-valuetext={valueText}>
      <StyledFill $percent={percent} $tone={tone} />
    </StyledTrack>
  );
}
