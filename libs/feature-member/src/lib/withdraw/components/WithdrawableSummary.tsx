import { Trans, useLingui } from '@lingui/react/macro';
import type { WithdrawalQuote } from '@portal/api-contract';
import { Money, StatCard, StatGrid } from '@portal/ui-kit';
import styled from 'styled-components';
import { BONUS_SOURCE_LABELS } from '../../bonus-details/constants/BONUS_SOURCE_LABELS';

export interface WithdrawableSummaryProps {
  quote: WithdrawalQuote;
}

const StyledSummary = styled(StatGrid).attrs({ $columns: 4 })``;

const StyledBonuses = styled.ul`
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  padding-left: ${({ theme }) => theme.spacing(5)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * What can be withdrawn now: the main-wallet balance less the turnover still required (the
 * shortfall) and the bonus money held back (docs/product/abuse-policy.md "Chained bonuses"), each
 * bonus still being played with the turnover it has left, and what is left of today's limits.
 */
export function WithdrawableSummary({ quote }: WithdrawableSummaryProps) {
  const { t, i18n } = useLingui();
  const countLeft = Math.max(0, quote.dailyCountLimit - quote.dailyCountUsed);
  const limit = quote.dailyCountLimit;
  return (
    <div>
      <StyledSummary>
        <StatCard label={t`Main wallet`} value={<Money value={quote.balance} />} />
        <StatCard
          label={t`Turnover still required`}
          value={
            <span data-testid="turnover-shortfall">
              <Money value={quote.turnoverShortfall} />
            </span>
          }
          tone={quote.turnoverShortfall > 0 ? 'warning' : undefined}
        />
        <StatCard
          label={t`Withdrawable now`}
          value={
            <span data-testid="withdrawable">
              <Money value={quote.withdrawable} />
            </span>
          }
        />
        <StatCard label={t`Withdrawals left today`} value={t`${countLeft} of ${limit}`} />
      </StyledSummary>
      {quote.turnoverShortfall > 0 && (
        <StyledNote>
          <Trans>
            Bonuses and some deposits must be played through before all your balance can be withdrawn: you have played <Money value={quote.turnoverDone} /> of{' '}
            <Money value={quote.turnoverRequired} />.
          </Trans>
        </StyledNote>
      )}
      {quote.bonusHeld > 0 && (
        <StyledNote data-testid="bonus-held">
          <Trans>
            <Money value={quote.bonusHeld} /> of bonus money cannot be withdrawn: bonuses are paid to one account per person, and this account shares its
            details (device, phone, e-mail, address or payout account) with another account, or a bonus taken back is still owed.
          </Trans>
        </StyledNote>
      )}
      {quote.activeBonuses.length > 0 && (
        <StyledBonuses aria-label={t`Bonuses still being played`}>
          {quote.activeBonuses.map((bonus) => {
            const source = bonus.title ?? i18n._(BONUS_SOURCE_LABELS[bonus.source]);
            const multiple = bonus.turnoverMultiplier;
            return (
              <li key={bonus.id} data-testid="bonus-turnover">
                <Trans>
                  {source} of <Money value={bonus.amount} />: <Money value={bonus.turnoverRemaining} /> of turnover left to play ({multiple}× the bonus;{' '}
                  <Money value={bonus.turnoverDone} /> played).
                </Trans>
              </li>
            );
          })}
        </StyledBonuses>
      )}
      <StyledNote>
        <Trans>
          Today you have withdrawn <Money value={quote.dailyAmountUsed} /> of your daily limit of <Money value={quote.dailyAmountLimit} />. Money in game
          wallets must be brought back to the main wallet first.
        </Trans>
      </StyledNote>
    </div>
  );
}
