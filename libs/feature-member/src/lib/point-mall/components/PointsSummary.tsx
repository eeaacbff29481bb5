import { Trans, useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { activeModalState, sessionTokenState, useBalance, useEndpointQuery } from '@portal/data-access';
import { Button, Money, Skeleton, StatCard, StatGrid } from '@portal/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';

const StyledSummary = styled(StatGrid).attrs({ $columns: 3, as: 'section' as const })``;

const StyledGuest = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

const StyledNote = styled.p`
  margin: 0;
  align-self: center;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};

  ${({ theme }) => theme.media.phone} {
    grid-column: 1 / -1;
  }
`;

/**
 * The member's points, kept apart from money: points are not money, never expire, and become
 * balance only by converting them (docs/product/points-mall.md). Guests are invited to log in.
 */
export function PointsSummary() {
  const { t, i18n } = useLingui();
  const token = useAtomValue(sessionTokenState);
  const openModal = useSetAtom(activeModalState);
  const points = useEndpointQuery(endpoints.pointsBalance, {});
  const balance = useBalance();
  if (!token) {
    return (
      <StyledGuest aria-label={t`Your points`}>
        <p>{t`Log in to see your points, redeem rewards and convert points to balance.`}</p>
        <Button variant="primary" onClick={() => openModal('login')}>
          {t`Log in`}
        </Button>
      </StyledGuest>
    );
  }
  return (
    <StyledSummary aria-label={t`Your points and balance`}>
      <StatCard
        label={t`Your points`}
        tone="accent"
        value={
          <span data-testid="points-balance">{points.data ? i18n.number(points.data.points) : points.isError ? '—' : <Skeleton width={96} height={24} />}</span>
        }
        hint={t`Points never expire`}
      />
      <StatCard
        label={t`Balance (money)`}
        value={
          <span data-testid="money-balance">
            {balance.data ? <Money value={balance.data.sumBalance} /> : balance.isError ? '—' : <Skeleton width={96} height={24} />}
          </span>
        }
        hint={t`Points are not money`}
      />
      <StyledNote>
        <Trans>Earn points on every settled bet. Spend them on rewards, or convert them to balance at the rate in the rules.</Trans>
      </StyledNote>
    </StyledSummary>
  );
}
