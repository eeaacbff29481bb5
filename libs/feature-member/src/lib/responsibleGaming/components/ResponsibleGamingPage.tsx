import { useLingui } from '@lingui/react/macro';
import { HelpLines, QueryState, RiskWarning } from '@portal/page-kit';
import styled from 'styled-components';
import { useRgLimitsQuery } from '../hooks/useRgLimitsQuery';
import { ActivitySection } from './ActivitySection';
import { ExclusionSection } from './ExclusionSection';
import { LimitsSection } from './LimitsSection';
import { SessionSection } from './SessionSection';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
`;

/**
 * Responsible gaming (`responsibleGaming`): limits the platform enforces, session time limit and
 * reality check, time-out and self-exclusion, account activity, the brand's risk warning and help
 * lines (docs/product/responsible-gaming.md).
 */
export function ResponsibleGamingPage() {
  const { t } = useLingui();
  const limits = useRgLimitsQuery();
  return (
    <StyledPage>
      <RiskWarning />
      <QueryState query={limits} errorTitle={t`Your limits could not be loaded`}>
        {(data) => (
          <>
            <LimitsSection limits={data} />
            <SessionSection limits={data} />
          </>
        )}
      </QueryState>
      <ActivitySection />
      <ExclusionSection />
      <HelpLines />
    </StyledPage>
  );
}
