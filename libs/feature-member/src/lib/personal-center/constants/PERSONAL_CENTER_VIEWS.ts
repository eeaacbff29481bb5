import type { PersonalCenterPage } from './PERSONAL_CENTER_PAGES';
import { lazyPage, type LazyPage } from '../utils/lazyPage';

/**
 * The overlay's pages, each a lazy chunk from its own folder (`src/lib/<page-id>/`). The menu
 * lists an entry only when its page is here: pages of later issues appear when they land
 * (docs/product/member-centre.md).
 */
export const PERSONAL_CENTER_VIEWS: Partial<Readonly<Record<PersonalCenterPage, LazyPage>>> = {
  transferFund: lazyPage(() => import('../../transferFund/components/TransferFundPage').then((m) => ({ default: m.TransferFundPage }))),
  depositv2: lazyPage(() => import('../../depositv2/components/DepositPage').then((m) => ({ default: m.DepositPage }))),
  withdraw: lazyPage(() => import('../../withdraw/components/WithdrawPage').then((m) => ({ default: m.WithdrawPage }))),
  personalHistoryCopy: lazyPage(() => import('../../personalHistoryCopy/components/BettingRecordPage').then((m) => ({ default: m.BettingRecordPage }))),
  transactionHistory: lazyPage(() => import('../../transactionHistory/components/AccountRecordPage').then((m) => ({ default: m.AccountRecordPage }))),
  personalProfit: lazyPage(() => import('../../personalProfit/components/ProfitLossPage').then((m) => ({ default: m.ProfitLossPage }))),
  transferUpline: lazyPage(() => import('../../transferUpline/components/TransferUplinePage').then((m) => ({ default: m.TransferUplinePage }))),
  bonusDetails: lazyPage(() => import('../../bonusDetails/components/BonusDetailsPage').then((m) => ({ default: m.BonusDetailsPage }))),
  rewardCenter: lazyPage(() => import('../../rewardCenter/components/RewardCenterPage').then((m) => ({ default: m.RewardCenterPage }))),
  referral: lazyPage(() => import('../../referral/components/ReferralPage').then((m) => ({ default: m.ReferralPage }))),
  missionLeaderboard: lazyPage(() => import('../../missions/components/MissionsPage').then((m) => ({ default: m.MissionsPage }))),
  securityCenter: lazyPage(() => import('../../securityCenter/components/SecurityCenterPage').then((m) => ({ default: m.SecurityCenterPage }))),
  messageV2: lazyPage(() => import('../../messages/components/MessagesPage').then((m) => ({ default: m.MessagesPage }))),
};
