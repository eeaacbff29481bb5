import type { ReactNode } from 'react';
import styled from 'styled-components';

export type StatCardTone = 'neutral' | 'accent' | 'success' | 'danger' | 'warning';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** A line under the value (period, comparison…). */
  hint?: ReactNode;
  /** Colour of the value: `success` for a gain, `danger` for a loss… (never the only signal: say it in the value or hint). */
  tone?: StatCardTone;
  className?: string;
}

const StyledStatCard = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};

  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => theme.spacing(3)};
  }
`;

const StyledStatLabel = styled.dt`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledStatValue = styled.dd<{ $tone: StatCardTone }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.color.text.primary : theme.color[$tone].text)};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.phone} {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledStatHint = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.color.text.tertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** One figure with its label (balance, turnover, team size…), read as a term and its value. */
export function StatCard({ label, value, hint, tone = 'neutral', className }: StatCardProps) {
  return (
    <StyledStatCard className={className}>
      <StyledStatLabel>{label}</StyledStatLabel>
      <StyledStatValue $tone={tone}>{value}</StyledStatValue>
      {hint ? <StyledStatHint>{hint}</StyledStatHint> : null}
    </StyledStatCard>
  );
}
