import { useLingui } from '@lingui/react/macro';
import { GAME_BET_HISTORY_SIZE, useGameBetRecords } from '@portal/data-access';
import { formatDateTime } from '@portal/i18n';
import { Button, Money, Skeleton } from '@portal/ui-kit';
import styled from 'styled-components';

export interface GameBetHistoryProps {
  gameCode: string;
}

const StyledGameBetHistory = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface.raised};
  border-left: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

const StyledHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.color.text.primary};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.spacing(1.5, 1)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    text-align: left;
    vertical-align: top;
  }

  th {
    color: ${({ theme }) => theme.color.text.secondary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  td {
    color: ${({ theme }) => theme.color.text.primary};
  }
`;

const StyledMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * "Bet history" beside the game frame: the member's last 10 rounds of this game as the gateway
 * recorded them. The demo games do not post round events to the portal, so it refreshes when the
 * player leaves the game (useGameClosed invalidates the betting records) and on "Refresh".
 */
export function GameBetHistory({ gameCode }: GameBetHistoryProps) {
  const { t } = useLingui();
  const records = useGameBetRecords(gameCode);
  const money = (value: number | null) => (value === null ? '—' : <Money value={value} />);
  const handleRefresh = () => void records.refetch();
  const rounds = records.data?.list ?? [];

  return (
    <StyledGameBetHistory aria-labelledby="game-bet-history-title" aria-busy={records.isFetching}>
      <StyledHeading>
        <h2 id="game-bet-history-title">{t`Bet history`}</h2>
        <Button variant="secondary" size="sm" onClick={handleRefresh} disabled={records.isFetching}>
          {t`Refresh`}
        </Button>
      </StyledHeading>
      {records.isPending ? (
        <div aria-label={t`Loading bet history`} role="status">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={28} />
          ))}
        </div>
      ) : records.isError ? (
        <div role="alert">
          <StyledMessage>{t`The bet history could not be loaded.`}</StyledMessage>
          <Button variant="secondary" size="sm" onClick={handleRefresh}>
            {t`Try again`}
          </Button>
        </div>
      ) : rounds.length === 0 ? (
        <StyledMessage role="status">{t`No rounds of this game yet. Play one and it shows here.`}</StyledMessage>
      ) : (
        <StyledTable aria-label={t`Last ${GAME_BET_HISTORY_SIZE} rounds`}>
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Stake`}</th>
              <th scope="col">{t`Win`}</th>
              <th scope="col">{t`Result`}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.id}>
                <td>{formatDateTime(round.createTime)}</td>
                <td>{money(round.stake)}</td>
                <td>{money(round.payout)}</td>
                <td>{round.status === 'pending' ? t`Pending` : (round.result ?? '—')}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      )}
    </StyledGameBetHistory>
  );
}
