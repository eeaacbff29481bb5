import { msg } from '@lingui/core/macro';
import { centrePage, type CentrePages, type MemberCentrePage } from '@portal/page-kit';

/**
 * The member centre's pages in menu order (docs/product/member-centre.md): the spec's page id (the
 * value of `?member=`), the label (menu entry and title) and the page's own chunk from its folder
 * (`src/lib/<page-id>/`). A new page is its id in page-kit's `MEMBER_CENTRE_PAGES`, its folder and
 * one line here: a page id missing here, or one that is not a page id, fails the type check.
 */
export const MEMBER_CENTRE_VIEWS = {
  securityCenter: centrePage(msg`My account`, () => import('../../security-center/components/SecurityCenterPage').then((m) => m.SecurityCenterPage)),
  transferFund: centrePage(msg`My wallet`, () => import('../../transfer-fund/components/TransferFundPage').then((m) => m.TransferFundPage)),
  depositv2: centrePage(msg`Deposit`, () => import('../../depositv2/components/DepositPage').then((m) => m.DepositPage)),
  withdraw: centrePage(msg`Withdrawal`, () => import('../../withdraw/components/WithdrawPage').then((m) => m.WithdrawPage)),
  // Only for members who have an upline (getMemberCentreEntries).
  transferUpline: centrePage(msg`Transfer to upline`, () => import('../../transfer-upline/components/TransferUplinePage').then((m) => m.TransferUplinePage)),
  personalHistoryCopy: centrePage(msg`Betting record`, () =>
    import('../../personal-history-copy/components/BettingRecordPage').then((m) => m.BettingRecordPage),
  ),
  transactionHistory: centrePage(msg`Account record`, () => import('../../transaction-history/components/AccountRecordPage').then((m) => m.AccountRecordPage)),
  personalProfit: centrePage(msg`Profit and loss`, () => import('../../personal-profit/components/ProfitLossPage').then((m) => m.ProfitLossPage)),
  bonusDetails: centrePage(msg`Bonus details`, () => import('../../bonus-details/components/BonusDetailsPage').then((m) => m.BonusDetailsPage)),
  rewardCenter: centrePage(msg`Reward centre`, () => import('../../reward-center/components/RewardCenterPage').then((m) => m.RewardCenterPage)),
  referral: centrePage(msg`Invite friends`, () => import('../../referral/components/ReferralPage').then((m) => m.ReferralPage)),
  // Badged with the mission count when above 0.
  missionLeaderboard: centrePage(msg`Mission activity`, () => import('../../missions/components/MissionsPage').then((m) => m.MissionsPage)),
  messageV2: centrePage(msg`Platform information`, () => import('../../messages/components/MessagesPage').then((m) => m.MessagesPage)),
  responsibleGaming: centrePage(msg`Responsible gaming`, () =>
    import('../../responsible-gaming/components/ResponsibleGamingPage').then((m) => m.ResponsibleGamingPage),
  ),
} satisfies CentrePages<MemberCentrePage>;
