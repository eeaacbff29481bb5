import { endpoints, type DepositOrder } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { useEffect, useRef } from 'react';
import { useInvalidateMoney } from '../../money/hooks/useInvalidateMoney';
import { DEPOSIT_POLL_MS } from '../constants/DEPOSIT_POLL_MS';

/** An order still waiting for the payment or the credit: it is polled. */
export function isOpenDeposit(order: Pick<DepositOrder, 'status'>): boolean {
  return order.status === 'pending' || order.status === 'paid';
}

/**
 * One deposit order, polled while it is open. When it turns credited every amount on screen is
 * refetched (the header balance goes up without a manual refresh).
 */
export function useDepositOrder(orderId: string | null) {
  const invalidate = useInvalidateMoney();
  const query = useEndpointQuery(
    endpoints.depositOrder,
    { orderId: orderId ?? '' },
    { enabled: orderId !== null, refetchInterval: (q) => (q.state.data && isOpenDeposit(q.state.data) ? DEPOSIT_POLL_MS : false) },
  );
  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (status !== previous.current) {
      // A change seen while watching (not the first read): refresh balances, records and the history.
      if (previous.current !== undefined) void invalidate();
      previous.current = status;
    }
  }, [status, invalidate]);
  return query;
}
