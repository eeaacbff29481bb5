import { Spinner } from '@portal/ui-kit';
import { lazy, Suspense } from 'react';

/** The member centre's withdrawal page, its own chunk (feature-member). */
const WithdrawPage = lazy(() => import('@portal/feature-member/withdraw').then((m) => ({ default: m.WithdrawPage })));

/**
 * What a withdraw-only session sees inside the shell's withdrawal-only layout: the member centre's
 * own withdrawal page (payment password, payout account, amount, the list of withdrawals), not a
 * copy (docs/product/responsible-gaming.md "Portal").
 */
export const WITHDRAW_ONLY_VIEW = (
  <Suspense fallback={<Spinner size="lg" />}>
    <WithdrawPage />
  </Suspense>
);
