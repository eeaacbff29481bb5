import { useLingui } from '@lingui/react/macro';
import { HelpLines, QueryLoading, QueryState, RiskWarning } from '@portal/page-kit';
import { Skeleton } from '@portal/ui-kit';
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
      <QueryState
        query={limits}
        errorTitle={t`Your limits could not be loaded`}
        loading={
          // The lead, the three limit cards and the session card at their sizes at 1440 px: the
          // sections below (activity, exclusion) do not move when the limits arrive
          // (docs/product/performance.md "No layout shift").
          <QueryLoading gap={5}>
            <Skeleton height={42} />
            <Skeleton height={441} />
            <Skeleton height={441} />
            <Skeleton height={441} />
            <Skeleton height={224} />
          </QueryLoading>
        }
      >
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
