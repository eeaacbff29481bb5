import { memberCatalog } from '@portal/feature-member/catalog';
import { withCatalog } from '@portal/i18n';
import { lazyComponent } from '@portal/page-kit/chunks';

/** The member centre's withdrawal page, its own chunk (feature-member). */
const loadWithdraw = withCatalog(memberCatalog, () => import('@portal/feature-member/withdraw'));
const WithdrawPage = lazyComponent(loadWithdraw, 'WithdrawPage');

/**
 * What a withdraw-only session sees inside the shell's withdrawal-only layout: the member centre's
 * own withdrawal page (payment password, payout account, amount, the list of withdrawals), not a
 * copy (docs/product/responsible-gaming.md "Time-out and self-exclusion"). The shell shows its start frame until the
 * page's code is in.
 */
export const WITHDRAW_ONLY_VIEW = <WithdrawPage />;
