import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { endpoints, type RgActivity } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { Money, Table, type TableColumn } from '@portal/ui-kit';
import { StyledCard, StyledCardHint, StyledCardTitle } from './RgCard';

type Period = RgActivity['periods'][number];

/** Deposits, withdrawals and net position over the last 1, 3 and 12 months (from the ledger). */
export function ActivitySection() {
  const { t } = useLingui();
  const activity = useEndpointQuery(endpoints.rgActivity, {});
  const columns: TableColumn<Period>[] = [
    { id: 'period', header: t`Period`, cell: (p) => t`Last ${plural(p.months, { one: '# month', other: '# months' })}` },
    { id: 'deposits', header: t`Deposits`, kind: 'money', cell: (p) => <Money value={p.deposits} /> },
    { id: 'withdrawals', header: t`Withdrawals`, kind: 'money', cell: (p) => <Money value={p.withdrawals} /> },
    { id: 'net', header: t`Net position`, kind: 'money', cell: (p) => <Money value={p.net} signed /> },
  ];
  return (
    <StyledCard aria-labelledby="rg-activity">
      <StyledCardTitle id="rg-activity">{t`Account activity`}</StyledCardTitle>
      <StyledCardHint>{t`Net position is deposits minus withdrawals.`}</StyledCardHint>
      <QueryState query={activity} errorTitle={t`Your account activity could not be loaded`}>
        {(data) => <Table label={t`Account activity`} columns={columns} rows={data.periods} getRowId={(p) => String(p.months)} />}
      </QueryState>
    </StyledCard>
  );
}
