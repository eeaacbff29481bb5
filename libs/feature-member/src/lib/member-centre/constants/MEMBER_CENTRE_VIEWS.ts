import { msg } from '@lingui/core/macro';
import { type CentrePages, type MemberCentrePage } from '@portal/page-kit';
import { lazyComponent } from '@portal/page-kit/chunks';

/**
 * The member centre's pages in menu order (docs/product/member-centre.md): the spec's page id (the
 * value of `?member=`), the label (menu entry and title) and the page's own chunk from its folder
 * (`src/lib/<page-id>/`). A new page is its id in page-kit's `MEMBER_CENTRE_PAGES`, its folder and
 * one line here: a page id missing here, or one that is not a page id, fails the type check.
 */
export const MEMBER_CENTRE_VIEWS = {
  securityCenter: { label: msg`My account`, view: lazyComponent(() => import('../../security-center/components/SecurityCenterPage'), 'SecurityCenterPage') },
  transferFund: { label: msg`My wallet`, view: lazyComponent(() => import('../../transfer-fund/components/TransferFundPage'), 'TransferFundPage') },
  depositv2: { label: msg`Deposit`, view: lazyComponent(() => import('../../depositv2/components/DepositPage'), 'DepositPage') },
  withdraw: { label: msg`Withdrawal`, view: lazyComponent(() => import('../../withdraw/components/WithdrawPage'), 'WithdrawPage') },
  // Only for members who have an upline (getMemberCentreEntries).
  transferUpline: {
    label: msg`Transfer to upline`,
    view: lazyComponent(() => import('../../transfer-upline/components/TransferUplinePage'), 'TransferUplinePage'),
  },
  personalHistoryCopy: {
    label: msg`Betting record`,
    view: lazyComponent(() => import('../../personal-history-copy/components/BettingRecordPage'), 'BettingRecordPage'),
  },
  transactionHistory: {
    label: msg`Account record`,
    view: lazyComponent(() => import('../../transaction-history/components/AccountRecordPage'), 'AccountRecordPage'),
  },
  personalProfit: { label: msg`Profit and loss`, view: lazyComponent(() => import('../../personal-profit/components/ProfitLossPage'), 'ProfitLossPage') },
  bonusDetails: { label: msg`Bonus details`, view: lazyComponent(() => import('../../bonus-details/components/BonusDetailsPage'), 'BonusDetailsPage') },
  rewardCenter: { label: msg`Reward centre`, view: lazyComponent(() => import('../../reward-center/components/RewardCenterPage'), 'RewardCenterPage') },
  referral: { label: msg`Invite friends`, view: lazyComponent(() => import('../../referral/components/ReferralPage'), 'ReferralPage') },
  // Badged with the mission count when above 0.
  missionLeaderboard: { label: msg`Mission activity`, view: lazyComponent(() => import('../../missions/components/MissionsPage'), 'MissionsPage') },
  messageV2: { label: msg`Platform information`, view: lazyComponent(() => import('../../messages/components/MessagesPage'), 'MessagesPage') },
  responsibleGaming: {
    label: msg`Responsible gaming`,
    view: lazyComponent(() => import('../../responsible-gaming/components/ResponsibleGamingPage'), 'ResponsibleGamingPage'),
  },
} satisfies CentrePages<MemberCentrePage>;
