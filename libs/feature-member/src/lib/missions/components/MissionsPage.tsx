import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import styled from 'styled-components';
import { Leaderboard } from './Leaderboard';
import { MissionCard } from './MissionCard';

const StyledPage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.spacing(6)};

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
  align-items: start;
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Mission activity (`missionLeaderboard`): the missions with progress bars and claim buttons, and the
 * leaderboard. A claim refreshes the mission summary, so the menu badge (missions not claimed yet)
 * follows (docs/product/rewards.md).
 */
export function MissionsPage() {
  const { t } = useLingui();
  const summary = useEndpointQuery(endpoints.missionSummary, {});
  return (
    <StyledPage>
      <StyledSection aria-labelledby="missions-heading">
        <h3 id="missions-heading">{t`Missions`}</h3>
        <QueryState
          query={summary}
          errorTitle={t`Your missions could not be loaded`}
          isEmpty={(data) => data.missions.length === 0}
          emptyTitle={t`No missions right now`}
        >
          {(data) => (
            <>
              <p>
                {data.count === 0
                  ? t`You have claimed every mission.`
                  : t({ message: plural(data.count, { one: '# mission open', other: '# missions open' }) })}
                {data.completed > 0 && ` · ${t({ message: plural(data.completed, { one: '# reward to claim', other: '# rewards to claim' }) })}`}
              </p>
              <StyledList aria-label={t`Missions`}>
                {data.missions.map((mission) => (
                  <MissionCard key={mission.id} mission={mission} />
                ))}
              </StyledList>
            </>
          )}
        </QueryState>
      </StyledSection>
      <StyledSection aria-labelledby="leaderboard-heading">
        <h3 id="leaderboard-heading">{t`Leaderboard`}</h3>
        <Leaderboard />
      </StyledSection>
    </StyledPage>
  );
}
