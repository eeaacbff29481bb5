import { useLingui } from '@lingui/react/macro';
import { endpoints, type Withdrawal } from '@portal/api-contract';
import { useEndpointMutation, useEndpointQuery } from '@portal/data-access';
import { QueryState, useErrorMessage } from '@portal/page-kit';
import { Badge, Button, Money, Pagination, Table, type TableColumn } from '@portal/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useInvalidateMoney } from '../../money/hooks/useInvalidateMoney';
import { WITHDRAWAL_STATUS_LABELS } from '../constants/WITHDRAWAL_STATUS_LABELS';
import { WITHDRAWAL_STATUS_TONES } from '../constants/WITHDRAWAL_STATUS_TONES';
import { accountLabel } from '../utils/accountLabel';

const PAGE_SIZE = 10;
/** While a withdrawal is under way its status is read again this often. */
const OPEN_POLL_MS = 5_000;

const StyledReason = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.danger.text};
`;

/**
 * The member's withdrawals with their status; the reason of a rejected or returned one; a paid one
 * can be confirmed as received (it counts as received by itself when its window passes).
 */
export function WithdrawalList() {
  const { t, i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const [pageNo, setPageNo] = useState(1);
  const invalidate = useInvalidateMoney();
  const withdrawals = useEndpointQuery(
    endpoints.withdrawals,
    { pageNo, pageSize: PAGE_SIZE },
    {
      placeholderData: (previous) => previous,
      refetchInterval: (q) => (q.state.data?.list.some((w) => ['pending_review', 'approved', 'paid'].includes(w.status)) ? OPEN_POLL_MS : false),
    },
  );
  const confirm = useEndpointMutation(endpoints.withdrawalConfirm, { onSuccess: () => void invalidate() });
  const dateTime = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'short', timeStyle: 'short' });
  const columns: TableColumn<Withdrawal>[] = [
    { id: 'time', card: 'subtitle', header: t`Time`, cell: (w) => dateTime(w.createTime) },
    { id: 'account', card: 'detail', header: t`Pay to`, cell: (w) => accountLabel(w.payoutAccount) },
    { id: 'amount', card: 'title', header: t`Amount`, kind: 'money', cell: (w) => <Money value={w.amount} /> },
    { id: 'received', card: 'key', header: t`You receive`, kind: 'money', cell: (w) => <Money value={w.amountReceived} /> },
    {
      id: 'status',
      card: 'key',
      header: t`Status`,
      cell: (w) => (
        <>
          <Badge tone={WITHDRAWAL_STATUS_TONES[w.status]}>{i18n._(WITHDRAWAL_STATUS_LABELS[w.status])}</Badge>
          {w.reason && <StyledReason>{w.reason}</StyledReason>}
          {w.status === 'received' && w.receivedBy === 'timeout' && <StyledReason>{t`Counted as received: not confirmed in time`}</StyledReason>}
        </>
      ),
    },
    {
      id: 'action',
      card: 'action',
      header: t`Action`,
      cell: (w) =>
        w.status === 'paid' ? (
          <>
            <Button
              size="sm"
              variant="primary"
              loading={confirm.isPending && confirm.variables?.withdrawalId === w.withdrawalId}
              onClick={() => confirm.mutate({ withdrawalId: w.withdrawalId })}
            >
              {t`Confirm received`}
            </Button>
            {w.confirmDeadline !== null && <StyledReason>{t`Counts as received after ${dateTime(w.confirmDeadline)}`}</StyledReason>}
          </>
        ) : null,
    },
  ];
  return (
    <QueryState query={withdrawals} errorTitle={t`Your withdrawals could not be loaded`} emptyTitle={t`No withdrawals yet`}>
      {(data) => (
        <>
          {confirm.isError && <StyledError role="alert">{errorMessage(confirm.error)}</StyledError>}
          <Table label={t`Withdrawals`} columns={columns} rows={data.list} getRowId={(w) => w.withdrawalId} />
          {data.totalPages > 1 && (
            <Pagination
              page={pageNo}
              totalPages={data.totalPages}
              onChange={setPageNo}
              labels={{ navigation: t`Withdrawal pages`, previous: t`Previous page`, next: t`Next page`, page: (n) => t`Page ${n}` }}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
