import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Reward } from '@portal/api-contract';
import { Badge, Button, LazyImage } from '@portal/ui-kit';
import styled from 'styled-components';
import { REWARD_CATEGORY_LABELS } from '../constants/REWARD_CATEGORY_LABELS';

export interface RewardCardProps {
  reward: Reward;
  onRedeem: (reward: Reward) => void;
}

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3, 4, 4)};
`;

const StyledCategory = styled.div`
  display: flex;
`;

const StyledName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledPoints = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.accent.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledMeta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: auto;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One reward: image, name, price in points, stock, and its redeem button (disabled when sold out). */
export function RewardCard({ reward, onRedeem }: RewardCardProps) {
  const { t, i18n } = useLingui();
  const soldOut = reward.stock <= 0;
  const category = REWARD_CATEGORY_LABELS[reward.category];
  return (
    <StyledCard aria-label={reward.name}>
      <LazyImage src={reward.imageUrl} alt="" width={240} height={160} />
      <StyledBody>
        <StyledCategory>
          <Badge tone="neutral" appearance="subtle">
            {category ? i18n._(category) : reward.category}
          </Badge>
        </StyledCategory>
        <StyledName>{reward.name}</StyledName>
        <StyledPoints>{plural(reward.points, { one: '# point', other: '# points' })}</StyledPoints>
        <StyledMeta>
          <span>{soldOut ? t`Out of stock` : plural(reward.stock, { one: '# left', other: '# left' })}</span>
          <Button size="sm" variant="primary" disabled={soldOut} onClick={() => onRedeem(reward)} aria-label={t`Redeem ${reward.name}`}>
            {t`Redeem`}
          </Button>
        </StyledMeta>
      </StyledBody>
    </StyledCard>
  );
}
