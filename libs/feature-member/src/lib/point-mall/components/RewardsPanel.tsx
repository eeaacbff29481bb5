import { useLingui } from '@lingui/react/macro';
import { endpoints, type Reward } from '@portal/api-contract';
import { activeModalState, sessionTokenState, useEndpointQuery, useRequireRealAccount } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { RedeemModal } from './RedeemModal';
import { RewardCard } from './RewardCard';
import { RewardCategoryFilter } from './RewardCategoryFilter';

export interface RewardsPanelProps {
  maxRedeemQuantity: number;
}

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The rewards grid with its categories. Everyone sees it; redeeming asks guests to log in and
 * trial accounts for a real account (in_need_true_account) before the redeem dialog opens.
 */
export function RewardsPanel({ maxRedeemQuantity }: RewardsPanelProps) {
  const { t } = useLingui();
  const rewards = useEndpointQuery(endpoints.pointsReward, {});
  const token = useAtomValue(sessionTokenState);
  const points = useEndpointQuery(endpoints.pointsBalance, {});
  const requireRealAccount = useRequireRealAccount();
  const openModal = useSetAtom(activeModalState);
  const [category, setCategory] = useState<string | null>(null);
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  const categories = useMemo(() => [...new Set((rewards.data ?? []).map((r) => r.category))], [rewards.data]);
  const onRedeem = (reward: Reward) =>
    requireRealAccount(() => setRedeeming(reward), {
      tone: 'warning',
      message: t`Redeeming rewards needs a real account. Register a real account to use your points.`,
      confirmLabel: t`Register a real account`,
      onConfirm: () => openModal('register'),
    });
  // The reward as it is now (its stock refreshes after each redemption).
  const current = redeeming && (rewards.data?.find((r) => r.id === redeeming.id) ?? redeeming);
  return (
    <StyledPanel>
      <QueryState query={rewards} errorTitle={t`The rewards could not be loaded`} emptyTitle={t`No rewards in the mall yet`}>
        {(list) => (
          <>
            <RewardCategoryFilter categories={categories} value={category} onChange={setCategory} />
            <StyledGrid aria-label={t`Rewards`}>
              {list
                .filter((r) => category === null || r.category === category)
                .map((reward) => (
                  <RewardCard key={reward.id} reward={reward} onRedeem={onRedeem} />
                ))}
            </StyledGrid>
          </>
        )}
      </QueryState>
      {current && token && points.data && (
        <RedeemModal reward={current} points={points.data.points} maxQuantity={maxRedeemQuantity} onClose={() => setRedeeming(null)} />
      )}
    </StyledPanel>
  );
}
