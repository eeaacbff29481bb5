import { useLingui } from '@lingui/react/macro';
import { endpoints, type ResponseOf } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { Table, type TableColumn } from '@portal/ui-kit';
import { useMemo } from 'react';
import styled from 'styled-components';

type Row = ResponseOf<typeof endpoints.missionLeaderboard>['list'][number];

const StyledMine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The top players by settled bets (names masked) and the member's own rank. */
export function Leaderboard() {
  const { t } = useLingui();
  const query = useEndpointQuery(endpoints.missionLeaderboard, { count: 10 });
  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      { id: 'rank', card: 'key', header: t`Rank`, kind: 'number', cell: (r) => r.rank, width: '80px' },
      { id: 'player', card: 'title', header: t`Player`, cell: (r) => r.userName },
      { id: 'score', card: 'key', header: t`Settled bets`, kind: 'number', cell: (r) => r.score },
    ],
    [t],
  );
  return (
    <QueryState query={query} errorTitle={t`The leaderboard could not be loaded`} emptyTitle={t`Nobody is on the leaderboard yet`}>
      {(data) => (
        <>
          <StyledMine>{data.myRank === null ? t`Place a bet to join the leaderboard.` : t`Your rank: ${data.myRank}`}</StyledMine>
          <Table label={t`Leaderboard`} columns={columns} rows={data.list} getRowId={(r) => String(r.rank)} />
        </>
      )}
    </QueryState>
  );
}
