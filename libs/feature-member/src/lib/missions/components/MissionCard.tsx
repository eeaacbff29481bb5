import { Trans, useLingui } from '@lingui/react/macro';
import { endpoints, type ResponseOf } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { useErrorMessage } from '@portal/page-kit';
import { Badge, Button, Money } from '@portal/ui-kit';
import styled from 'styled-components';
import { useInvalidateRewards } from '../../reward-center/hooks/useInvalidateRewards';
import { MISSION_TITLES } from '../constants/MISSION_TITLES';
import { ProgressBar } from './ProgressBar';

type Mission = ResponseOf<typeof endpoints.missionSummary>['missions'][number];

export interface MissionCardProps {
  mission: Mission;
}

const StyledCard = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing(2, 6)};
  align-items: center;
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};

  /* A phone: the claim button under the mission, across the card. */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.spacing(3, 4)};
  }
`;

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};

  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  justify-content: space-between;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledSide = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 160px;

  ${({ theme }) => theme.media.phone} {
    align-items: stretch;
    min-width: 0;
  }
`;

const StyledMessage = styled.p<{ $tone: 'success' | 'danger' }>`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme, $tone }) => theme.color[$tone].text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One mission: its progress bar, the reward and the claim button once completed. */
export function MissionCard({ mission }: MissionCardProps) {
  const { t, i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const invalidate = useInvalidateRewards();
  const claim = useEndpointMutation(endpoints.missionClaim, { onSettled: () => void invalidate() });
  const descriptor = MISSION_TITLES[mission.id];
  const title = descriptor ? i18n._(descriptor) : mission.title;
  const { progress, target } = mission;
  return (
    <StyledCard>
      <StyledMain>
        <h3>
          {title}
          {mission.status === 'claimed' && <Badge tone="success">{t`Claimed`}</Badge>}
          {mission.status === 'completed' && <Badge tone="warning">{t`Completed`}</Badge>}
        </h3>
        <ProgressBar
          value={progress}
          max={target}
          label={title}
          valueText={t`${progress} of ${target}`}
          tone={mission.status === 'active' ? 'accent' : 'success'}
        />
        <StyledMeta>
          <span>{t`${progress} of ${target}`}</span>
          <span>
            {t`Reward`} <Money value={mission.reward} />
          </span>
        </StyledMeta>
      </StyledMain>
      <StyledSide>
        {mission.status === 'completed' ? (
          <Button
            variant="primary"
            loading={claim.isPending}
            aria-label={t`Claim the reward of ${title}`}
            onClick={() => claim.mutate({ missionId: mission.id })}
          >
            {t`Claim`}
          </Button>
        ) : (
          <Button variant="secondary" disabled>
            {mission.status === 'claimed' ? t`Claimed` : t`In progress`}
          </Button>
        )}
      </StyledSide>
      {claim.data && (
        <StyledMessage role="status" $tone="success">
          <Trans>
            <Money value={claim.data.amount} /> credited to your main wallet.
          </Trans>
        </StyledMessage>
      )}
      {claim.error && (
        <StyledMessage role="alert" $tone="danger">
          {errorMessage(claim.error)}
        </StyledMessage>
      )}
    </StyledCard>
  );
}
