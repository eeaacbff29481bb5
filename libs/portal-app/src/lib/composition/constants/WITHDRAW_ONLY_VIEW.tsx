import { memberCatalog } from '@portal/feature-member/catalog';
import { withCatalog } from '@portal/i18n';
import { featurePage } from '../utils/featurePage';

/** The member centre's withdrawal page, its own chunk (feature-member), with the chunk-load rules of a page. */
const WithdrawPage = featurePage(withCatalog(memberCatalog, () => import('@portal/feature-member/withdraw').then((m) => m.WithdrawPage)));

/**
 * What a withdraw-only session sees inside the shell's withdrawal-only layout: the member centre's
 * own withdrawal page (payment password, payout account, amount, the list of withdrawals), not a
 * copy (docs/product/responsible-gaming.md "Time-out and self-exclusion"). The shell shows its start frame until the
 * page's code is in.
 */
export const WITHDRAW_ONLY_VIEW = <WithdrawPage />;
