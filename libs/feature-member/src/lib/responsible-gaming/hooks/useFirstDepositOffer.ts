import { endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { DEPOSIT_HISTORY_PAGE_SIZE } from '../../depositv2/constants/DEPOSIT_HISTORY_PAGE_SIZE';
import { useRgLimitsQuery } from './useRgLimitsQuery';

/** sessionStorage key set by "Not now" on the offer. */
export const FIRST_DEPOSIT_OFFER_DISMISS_KEY = 'portal.rg.firstDepositOfferDismissed';

/** Whether the member said "Not now" to the offer in this browser session. */
export function readFirstDepositOfferDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(FIRST_DEPOSIT_OFFER_DISMISS_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Still waiting for a query's first answer. Not once it has failed: a query without data goes back
 * to pending while it is fetched again (a new observer mounting refetches it), and the page must not
 * fall back to its loading state for that. Not for a disabled query either (it never answers).
 */
const firstAnswerDue = (query: { isLoading: boolean; errorUpdateCount: number }) => query.isLoading && query.errorUpdateCount === 0;

/**
 * Whether the deposit page offers a deposit limit before the first deposit: `offer` while the
 * member has never deposited and has no deposit limit, `none` otherwise (also when either call
 * failed: the offer never stands in the way of a deposit), `pending` until the limits and the
 * deposit history's first page (the history's own query: no extra request) have decided it. The
 * deposit page keeps its loading state while `pending`, so the offer never pushes the form down
 * (docs/product/performance.md).
 */
export function useFirstDepositOffer(): 'pending' | 'offer' | 'none' {
  const limits = useRgLimitsQuery();
  const orders = useEndpointQuery(endpoints.depositOrders, { pageNo: 1, pageSize: DEPOSIT_HISTORY_PAGE_SIZE });
  if (firstAnswerDue(orders)) return 'pending';
  if (!orders.data || orders.data.total > 0 || readFirstDepositOfferDismissed()) return 'none';
  if (firstAnswerDue(limits)) return 'pending';
  if (!limits.data) return 'none';
  return limits.data.limits.some((l) => l.kind === 'deposit' && (l.amount !== null || l.pending !== null)) ? 'none' : 'offer';
}
