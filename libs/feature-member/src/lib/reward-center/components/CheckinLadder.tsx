import { useLingui } from '@lingui/react/macro';
import { Money } from '@portal/ui-kit';
import styled from 'styled-components';

export interface CheckinLadderProps {
  ladder: number[];
  /** Days in a row already checked in. */
  streak: number;
}

const StyledLadder = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Seven days do not fit a phone's card: four, then three. */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledDay = styled.li<{ $done: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(1.5, 1)};
  border: 1px solid ${({ theme, $done }) => ($done ? theme.color.success.base : theme.color.border.subtle)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $done }) => ($done ? theme.color.success.subtle : theme.color.surface.sunken)};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** The 7-day check-in ladder, the days of the current streak marked. */
export function CheckinLadder({ ladder, streak }: CheckinLadderProps) {
  const { t } = useLingui();
  const reached = Math.min(streak, ladder.length);
  return (
    <StyledLadder aria-label={t`Check-in days`}>
      {ladder.map((amount, i) => {
        const day = i + 1;
        const done = day <= reached;
        return (
          <StyledDay key={day} $done={done} aria-current={day === reached ? 'step' : undefined}>
            <span>{t`Day ${day}`}</span>
            <strong>
              <Money value={amount} />
            </strong>
            {done && <span>{t`Done`}</span>}
          </StyledDay>
        );
      })}
    </StyledLadder>
  );
}
