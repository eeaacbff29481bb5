import { useLingui } from '@lingui/react/macro';
import { RG_LIMIT_KINDS, type RgLimits } from '@portal/api-contract';
import styled from 'styled-components';
import { RG_KIND_HINTS } from '../constants/RG_KIND_HINTS';
import { RG_KIND_LABELS } from '../constants/RG_KIND_LABELS';
import { LimitRow } from './LimitRow';
import { StyledCard, StyledCardHint, StyledCardTitle } from './RgCard';

export interface LimitsSectionProps {
  limits: RgLimits;
}

const StyledLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** Deposit, loss and wager limits, each for 24 hours, 7 days and 30 days. */
export function LimitsSection({ limits }: LimitsSectionProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <StyledLead>{t`A lower limit applies at once. A higher limit, or removing one, applies 24 hours later and can be cancelled until then. When several limits apply, the lowest one counts.`}</StyledLead>
      {RG_LIMIT_KINDS.map((kind) => (
        <StyledCard key={kind} aria-labelledby={`rg-limit-${kind}`}>
          <StyledCardTitle id={`rg-limit-${kind}`}>{i18n._(RG_KIND_LABELS[kind])}</StyledCardTitle>
          <StyledCardHint>{i18n._(RG_KIND_HINTS[kind])}</StyledCardHint>
          {limits.limits
            .filter((limit) => limit.kind === kind)
            .map((limit) => (
              <LimitRow key={limit.period} limit={limit} />
            ))}
        </StyledCard>
      ))}
    </>
  );
}
