import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { POINTS_PASSWORD_LOCK_MINUTES, POINTS_PASSWORD_MAX_ATTEMPTS, type ResponseOf, type endpoints } from '@portal/api-contract';
import { Money } from '@portal/ui-kit';
import styled from 'styled-components';

export interface PointsRulesProps {
  config: ResponseOf<typeof endpoints.pointsConfig>;
}

const StyledRules = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 720px;
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(5)};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};

  strong {
    color: ${({ theme }) => theme.color.accent.text};
  }
`;

/** The rules of the points mall, from the platform's points configuration (pointsConfig). */
export function PointsRules({ config }: PointsRulesProps) {
  const { t } = useLingui();
  const earned = plural(config.earnPerUnitStaked, { one: '# point', other: '# points' });
  const rate = plural(config.pointsPerUnit, { one: '# point', other: '# points' });
  const minimum = plural(config.minConvertPoints, { one: '# point', other: '# points' });
  const most = plural(config.maxRedeemQuantity, { one: '# item', other: '# items' });
  const attempts = plural(POINTS_PASSWORD_MAX_ATTEMPTS, { one: '# wrong password', other: '# wrong passwords' });
  const minutes = plural(POINTS_PASSWORD_LOCK_MINUTES, { one: '# minute', other: '# minutes' });
  return (
    <StyledRules aria-label={t`Points rules`}>
      <li>
        <Trans>
          You earn <strong>{earned}</strong> for every <Money value={1} /> staked, once the bet is settled. Cancelled or refunded bets earn no points.
        </Trans>
      </li>
      <li>
        <Trans>Points are not money and never expire. They stay in your account until you spend them.</Trans>
      </li>
      <li>
        <Trans>
          Convert points to balance at <strong>{rate}</strong> = <Money value={1} />, from <strong>{minimum}</strong> at a time. The amount is rounded down to
          the cent and shown before you confirm.
        </Trans>
      </li>
      <li>
        <Trans>Redeem rewards while they are in stock, up to {most} of one reward at a time. Redeemed rewards cannot be returned for points.</Trans>
      </li>
      <li>
        <Trans>
          Spending points needs your login password. After {attempts} in a row, spending points is locked for {minutes}.
        </Trans>
      </li>
      <li>
        <Trans>Trial accounts can see the mall but need a real account to redeem or convert.</Trans>
      </li>
    </StyledRules>
  );
}
