import type { MemberInfo } from '@portal/api-contract';
import styled from 'styled-components';

export interface ClubLabelProps {
  label: MemberInfo['clubLabel'];
}

// The platform gives each club its own two colours (clubLabel.color, color2): they paint the
// medal and the outline as data (like a brand's artwork); the name stays in the theme's text
// colour, so it reads in both themes whatever the club's colours are.
const StyledLabel = styled.span<{ $from: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(0.5, 3, 0.5, 1)};
  border: 1px solid ${({ $from }) => $from};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledMedal = styled.span<{ $from: string; $to: string }>`
  width: ${({ theme }) => theme.spacing(5)};
  height: ${({ theme }) => theme.spacing(5)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: linear-gradient(135deg, ${({ $from }) => $from}, ${({ $to }) => $to});
`;

/** The member's club (VIP level) label with a medal in the club's colours. */
export function ClubLabel({ label }: ClubLabelProps) {
  return (
    <StyledLabel $from={label.color}>
      <StyledMedal $from={label.color} $to={label.color2} aria-hidden="true" />
      {label.labelName}
    </StyledLabel>
  );
}
