import { Trans, useLingui } from '@lingui/react/macro';
import { endpoints, type RewardKind } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { useErrorMessage, useMemberCentreAddress } from '@portal/page-kit';
import { Button, Money } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useInvalidateRewards } from '../hooks/useInvalidateRewards';

export interface RewardCardProps {
  kind: RewardKind;
  title: string;
  amount: number;
  claimable: boolean;
  /** Why the claim button is off ("Claimed today"). */
  unavailableLabel: string;
  /** What the reward needs. */
  children: ReactNode;
}

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledAmount = styled.span`
  color: ${({ theme }) => theme.color.accent.text};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};

  p {
    margin: 0;
  }
`;

const StyledDone = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success.text};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger.text};
`;

/** One reward of the centre: what it pays, what it needs, and the claim (a money move with its own idempotency key). */
export function RewardCard({ kind, title, amount, claimable, unavailableLabel, children }: RewardCardProps) {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const invalidate = useInvalidateRewards();
  const { hrefFor } = useMemberCentreAddress();
  const claim = useEndpointMutation(endpoints.rewardClaim, { onSettled: () => void invalidate() });
  const headingId = `reward-${kind}`;
  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledHeader>
        <h3 id={headingId}>{title}</h3>
        <StyledAmount>
          <Money value={amount} />
        </StyledAmount>
      </StyledHeader>
      <StyledBody>{children}</StyledBody>
      {claim.data && (
        <StyledDone role="status">
          <Trans>
            <Money value={claim.data.amount} /> credited to your main wallet.
          </Trans>{' '}
          <Link to={hrefFor('transactionHistory')}>{t`See it in your account record`}</Link>
        </StyledDone>
      )}
      {claim.error && <StyledError role="alert">{errorMessage(claim.error)}</StyledError>}
      <Button
        variant={claimable ? 'primary' : 'secondary'}
        disabled={!claimable}
        loading={claim.isPending}
        aria-label={claimable ? t`Claim ${title}` : undefined}
        onClick={() => claim.mutate({ kind })}
      >
        {claimable ? t`Claim` : unavailableLabel}
      </Button>
    </StyledCard>
  );
}
