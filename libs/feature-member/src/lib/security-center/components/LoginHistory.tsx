import { useLingui } from '@lingui/react/macro';
import { endpoints, type LoginHistoryEntry } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { formatDateTime } from '@portal/i18n';
import { QueryState } from '@portal/page-kit';
import { Badge, PAGINATION_MARGIN_PAGES, PAGINATION_PAGE_RANGE, Pagination, Table, type TableColumn } from '@portal/ui-kit';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LOGIN_HISTORY_PAGE_SIZE } from '../constants/LOGIN_HISTORY_PAGE_SIZE';
import { LOGIN_RESULT_LABELS } from '../constants/LOGIN_RESULT_LABELS';
import { LOGIN_RESULT_TONES } from '../constants/LOGIN_RESULT_TONES';
import { useDeviceLabel } from '../hooks/useDeviceLabel';
import { SecurityCard } from './SecurityCard';

/** Login attempts on the account, newest first: time, IP, device and result (kept 90 days). */
export function LoginHistory() {
  const { t, i18n } = useLingui();
  const deviceLabel = useDeviceLabel();
  const [page, setPage] = useState(1);
  const history = useEndpointQuery(endpoints.loginHistory, { pageNo: page, pageSize: LOGIN_HISTORY_PAGE_SIZE }, { placeholderData: keepPreviousData });
  const columns = useMemo<TableColumn<LoginHistoryEntry>[]>(
    () => [
      { id: 'time', card: 'title', header: t`Time`, cell: (e) => formatDateTime(e.time) },
      { id: 'ip', card: 'key', header: t`IP address`, cell: (e) => e.ip },
      { id: 'device', card: 'key', header: t`Device`, cell: (e) => deviceLabel(e) },
      { id: 'result', card: 'key', header: t`Result`, cell: (e) => <Badge tone={LOGIN_RESULT_TONES[e.result]}>{i18n._(LOGIN_RESULT_LABELS[e.result])}</Badge> },
    ],
    [t, i18n, deviceLabel],
  );
  return (
    <SecurityCard title={t`Login history`}>
      <QueryState query={history} errorTitle={t`Your login history could not be loaded`} emptyTitle={t`No logins yet`}>
        {(data) => (
          <>
            <Table label={t`Login history`} columns={columns} rows={data.list} getRowId={(e) => String(e.id)} />
            <Pagination
              page={data.pageNo}
              totalPages={data.totalPages}
              onChange={setPage}
              pageRange={PAGINATION_PAGE_RANGE}
              marginPages={PAGINATION_MARGIN_PAGES}
              labels={{ navigation: t`Pages of the login history`, previous: t`Previous page`, next: t`Next page`, page: (n) => t`Page ${n}` }}
            />
          </>
        )}
      </QueryState>
    </SecurityCard>
  );
}
