import { useLingui } from '@lingui/react/macro';
import type { BetRecord } from '@portal/api-contract';
import { Money } from '@portal/ui-kit';
import styled from 'styled-components';
import { BET_OUTCOME_LABELS } from '../constants/BET_OUTCOME_LABELS';

export interface BetDetailProps {
  bet: BetRecord;
}

const StyledDetail = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(2, 6)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Everything the platform knows about one bet: ids, game, times, selection and result, the money. */
export function BetDetail({ bet }: BetDetailProps) {
  const { t, i18n } = useLingui();
  const dateTime = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <StyledDetail>
      <dt>{t`Bet id`}</dt>
      <dd>{bet.betNo}</dd>
      <dt>{t`Game`}</dt>
      <dd>{bet.gameName}</dd>
      <dt>{t`Vendor`}</dt>
      <dd>{bet.vendor}</dd>
      <dt>{t`Placed`}</dt>
      <dd>{dateTime(bet.createTime)}</dd>
      <dt>{t`Settled at`}</dt>
      <dd>{bet.settleTime === null ? '—' : dateTime(bet.settleTime)}</dd>
      {bet.issue !== null && (
        <>
          <dt>{t`Draw`}</dt>
          <dd>{bet.issue}</dd>
        </>
      )}
      {bet.selection !== null && (
        <>
          <dt>{t`Selection`}</dt>
          <dd>{bet.selection}</dd>
        </>
      )}
      {bet.result !== null && (
        <>
          <dt>{t`Result`}</dt>
          <dd>{bet.result}</dd>
        </>
      )}
      <dt>{t`Status`}</dt>
      <dd>{i18n._(BET_OUTCOME_LABELS[bet.outcome])}</dd>
      <dt>{t`Stake`}</dt>
      <dd>
        <Money value={bet.stake} />
      </dd>
      <dt>{t`Valid turnover`}</dt>
      <dd>
        <Money value={bet.validTurnover} />
      </dd>
      <dt>{t`Payout`}</dt>
      <dd>{bet.payout === null ? '—' : <Money value={bet.payout} />}</dd>
      <dt>{t`Win/loss`}</dt>
      <dd>{bet.winLoss === null ? '—' : <Money value={bet.winLoss} signed />}</dd>
    </StyledDetail>
  );
}
