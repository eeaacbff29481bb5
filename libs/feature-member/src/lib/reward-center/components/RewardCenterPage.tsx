import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import styled from 'styled-components';
import { RewardItem } from './RewardItem';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(3)};
  }
`;

const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * Reward centre (`rewardCenter`): daily check-in, rebate on valid turnover, level-up gift and the
 * invite reward, each with what it needs and a claim that credits the main wallet once
 * (docs/product/rewards.md).
 */
export function RewardCenterPage() {
  const { t } = useLingui();
  const query = useEndpointQuery(endpoints.rewardList, {});
  return (
    <>
      <StyledIntro>{t`Rewards are credited to your main wallet and listed in your bonus details and account record. Each asks for its amount in valid turnover before it can be withdrawn.`}</StyledIntro>
      <QueryState query={query} errorTitle={t`The rewards could not be loaded`}>
        {(rewards) => (
          <StyledGrid>
            {rewards.map((reward) => (
              <RewardItem key={reward.kind} reward={reward} />
            ))}
          </StyledGrid>
        )}
      </QueryState>
    </>
  );
}
